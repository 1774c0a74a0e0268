/**
 * How Hausa news is phrased (session "xling3"): reporting frames (*ya kuma ce*, he also said;
 * *a wata sanarwa da ya fitar*, in a statement he issued; *ana sa ran*, it is expected), time and
 * occasion (*a watan gobe*, next month; *karo na farko*, the first time), idioms the word lists
 * read word by word (*dauki alhakin*, claimed responsibility; *tsoma baki*, interfere), titles
 * before a name (*Firai Minista*, *Laftanar Janar*) and nouns of daily news the older lists lack.
 * Written by hand for this project from general knowledge of the language (no data set was copied
 * or derived from); MIT with the project. The lowest layer: every other Hausa list wins on a word
 * they share. Format: lexicon-lines.ts.
 */
export const HAUSA_USAGE = `
# reporting: who said what, and where
ya kuma ce = he also said ; ta kuma ce = she also said ; sun kuma ce = they also said ; kuma ya ce = he also said ; kuma ta ce = she also said ; sun kara da cewa = they added that
ya ci gaba da cewa = he went on to say ; ta ci gaba da cewa = she went on to say ; ya jaddada = he stressed ; ya nanata = he reiterated ; ya shaida wa = he told ; ta shaida wa = she told
sun shaida wa = they told ; ya bayyana hakan ne = he said this ; ya fadi hakan ne = he said this ; ya sanar = he announced ; a wata sanarwa = in a statement ; a wata sanarwa da ya fitar = in a statement he issued
a wata hira = in an interview ; a wani taron manema labarai = at a news conference ; shafin Twitter = Twitter ; shafinsa na Twitter = his Twitter account ; ana sa ran = it is expected ; ake sa ran = is expected
ake tsammani = is expected ; tsammani = expected ; an kiyasta = it is estimated
# time and occasion
a watan gobe = next month ; shekarar badi = next year ; karo na farko = first time ; karo na biyu = second time ; a lokaci guda = at the same time ; lokaci guda = at once
irin wannan = such ; a irin = in such ; a 'yan kwanakin nan = in recent days ; a cikin 'yan shekarun nan = in recent years ; daga baya = later ; tun a = since
a karshen = at the end of ; a farkon = at the beginning of ; a tsakiyar = in the middle of ; a daidai lokacin = at the time
# idioms and phrases
sa ran = expect ; dauki alhakin = claimed responsibility ; alhakin = responsibility ; alhaki = responsibility ; ta dauki alhakin = claimed responsibility ; kawo karshe = end
kawo sauki = bring relief ; tallafa wa = supported ; taimaka wa = helped ; ma'aikatan agaji = aid workers ; gangar mai = barrel of oil ; ganga = barrel
gangar = barrel ; ganguna = barrels ; farashin gangar mai = oil price ; kudaden waje = foreign exchange ; 'yar kunar bakin wake = female suicide bomber ; shingen bincike = checkpoint
bikin rantsar da = inauguration ; sha rantsuwa = sworn in ; nadin sarauta = coronation ; 'yar uwa = sister ; jikoki = grandchildren ; fada cikin = fell into
fadawa cikin = fall into ; tsoma baki = interfere ; karbi bakunci = hosted
# nouns and verbs of daily news
Cana = China ; Kungiyar Tarayyar Turai = European Union ; Asusun Bayar da Lamuni na Duniya = International Monetary Fund ; Tunisiya = Tunisia ; Zimbabuwe = Zimbabwe ; Kwango = Congo
Arewa ta Tsakiya = North Central ; Kudu maso Kudu = South South ; majalisar dokokin jiha = state house of assembly ; karagar mulki = power ; kora = sacked ; tuhume-tuhume = charges
mai laifi = guilty ; rataya = hanging ; jami'in tsaro = security officer ; hallaka = killed ; dan kunar bakin wake = suicide bomber ; araha = cheap
harbu = infected ; majami'a = church ; wannan makon = this week ; goyi bayan = supported ; yi zargi = alleged ; binciki = investigated
kamo = arrested ; guje = fled ; a cewarta = according to her ; ta kara da cewa = she added that ; duk da cewa = although ; haka kuma = also
kazalika = likewise ; gurbacewar muhalli = pollution ; jiragen sama = aircraft ; gine-gine = buildings ; bene = storey building ; rugujewa = collapse
ruguje = collapsed ; 'yan kwana-kwana = firefighters ; kashe gobara = put out fire ; wayar salula = mobile phone ; na'urori = machines ; sakonni = messages
hukumar NDLEA = NDLEA ; safarar miyagun kwayoyi = drug trafficking ; fasa kwauri = smuggling ; 'yan fasa kwauri = smugglers ; injiniya = engineer ; makanike = mechanic
mahauta = butchers ; masu sana'a = artisans ; kujerar = seat ; kujera = seat ; gundumar = district ; gunduma = district
gundumomi = districts ; sauya sheka zuwa = defected to ; sanya hannu = signed ; maye gurbin = replace ; tazarce = second term ; marasa rinjaye = minority
diflomasiyya = diplomacy ; jakadu = ambassadors ; jakadanci = embassy ; sanya takunkumi = imposed sanctions ; tattaunawar zaman lafiya = peace talks ; tafka asara = incurred losses
arzikin kasa = national wealth ; yi gwaji = tested ; takunkumin fuska = face mask ; dokar kulle = lockdown ; dakin tiyata = operating theatre ; mace-macen mata masu juna biyu = maternal deaths
'yan kadan = a few ; bisa doka = legally ; ba bisa ka'ida ba = illegally ; ba bisa ka'ida = illegally
# titles before a name
Firai Minista = Prime Minister ; Firai Ministan = Prime Minister ; Dakta = Dr ; Laftanar = Lieutenant ; Laftanar Janar = Lieutenant General ; Manjo Janar = Major General
Birgediya = Brigadier ; Birgediya Janar = Brigadier General ; Kaftin = Captain ; Kofur = Corporal ; Sajan = Sergeant ; Barista = Barrister ; Cif = Chief ; Sufeto Janar = Inspector General
# added by hand (session 'multiling7'): "know that" said to the hearers opens what they are told
ku sani cewa = know that ; ka sani cewa = know that ; ki sani cewa = know that ; ku sani = know
`;
