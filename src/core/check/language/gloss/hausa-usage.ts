/**
 * How Hausa news is phrased (session "xling3"): reporting frames (*ya kuma ce*, he also said;
 * *a wata sanarwa da ya fitar*, in a statement he issued; *ana sa ran*, it is expected), time and
 * occasion (*a watan gobe*, next month; *karo na farko*, the first time), idioms the word lists
 * read word by word (*dauki alhakin*, claimed responsibility; *tsoma baki*, interfere), titles
 * before a name (*Firai Minista*, *Laftanar Janar*) and nouns of daily news the older lists lack.
 * Written by hand for this project from general knowledge of the language (no data set was copied
 * or derived from); MIT with the project. The lowest layer: every other Hausa list wins on a word
 * they share. Format: lexicon-lines.ts. Session "lexicon8" added, at the end, phrases of each news
 * beat (courts, the armed forces, money, disasters, sport) that the lists read word by word.
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
# added by hand (session 'lexicon8'): news beats, phrases the word lists read word by word
# security and the armed forces
sansanin soji = military base ; barikin soji = military barracks ; juyin mulkin soja = military coup ; juyin mulkin soji = military coup ; sojojin ruwa = navy ; sojin ruwa = navy
hafsan hafsoshi = Chief of Defence Staff ; babban hafsan hafsoshi = Chief of Defence Staff ; babban hafsan soji = Chief of Army Staff ; babban hafsan sojin sama = Chief of Air Staff ; babban hafsan sojin ruwa = Chief of Naval Staff
'yan sandan ciki = secret police ; dokar ta-baci = state of emergency ; ta-baci = emergency ; kafa dokar ta-baci = declared a state of emergency
barna = destruction ; barnar = destruction ; yi barna = caused destruction ; kone-kone = burnings ; kone-konen = burnings ; fatattaki = repelled ; fatattake = repelled ; tuba = repented ; tuban = repentant ; 'yan ta'adda da suka tuba = repentant terrorists
tsagera = militants ; 'yan tsagera = militants ; tsageru = militants ; fafutuka = struggle ; masu fafutuka = activists ; mai fafutuka = activist ; 'yan kungiyar asiri = cultists ; kungiyar asiri = secret cult ; mashin = motorcycle ; mashina = motorcycles
# economy and money
hada-hada = transactions ; hada-hadar kasuwanci = business transactions ; hada-hadar kudi = financial transactions ; koma-bayan tattalin arziki = economic recession ; biyan bashi = debt repayment ; halasta kudin haram = money laundering ; halatta kudin haram = money laundering
# health
fanni = sector ; fannin = sector ; fannin lafiya = health sector ; fannin ilimi = education sector ; fannin noma = agriculture sector ; yadu = spread ; mura = flu ; cutar mura = influenza ; cutar hanta = hepatitis ; killace kai = self-isolation ; hukumar dakile yaduwar cututtuka = Nigeria Centre for Disease Control
# schooling and courts
furofesa = professor ; malamin jami'a = lecturer ; kungiyar malaman jami'o'i = Academic Staff Union of Universities ; hukumar jarrabawa = examinations body ; yara marasa zuwa makaranta = out-of-school children ; ci tara = fined ; ci tarar = fined
# disasters and accidents
mamakon ruwan sama = heavy rainfall ; madatsar = dam ; kwale-kwale = canoe ; kwale-kwalen = canoe ; rugujewar gini = building collapse ; ruftawar gini = building collapse ; fashewar tankar mai = tanker explosion ; hatsarin jirgin ruwa = boat accident ; hatsarin jirgin sama = plane crash
zaftarewar kasa = landslide ; hukumar NEMA = NEMA
# sport
zakarun turai = Champions League ; kofin afirka = Africa Cup of Nations ; gasar cin kofin = cup competition ; katin gargadi = yellow card ; kwata final = quarter-final ; kwantaragi = contract ; dan wasan baya = defender ; alkalin wasa = referee ; daukar dan wasa = signing a player
# politics and places
zaben share fage = primary election ; Yuganda = Uganda
# attackers, witnesses, causes
mahara = attackers ; maharan = attackers ; muggan makamai = dangerous weapons ; muggan = dangerous ; mazaunin = resident ; mazauni = resident ; sakaya sunansa = withhold his name ; a sakaya sunansa = not to be named ; sakaya = withhold
baraka = rift ; samu baraka = rift ; musabbabi = cause ; musabbabin = cause of ; tsinci = found ; tsinto = found ; tsinci gawar = found the body ; ci tura = failed ; ya ci tura = failed ; ta ci tura = failed
da hannu wajen = involved in ; na da hannu a = was involved in ; suna da hannu a = were involved in ; kakaba = imposed ; kakaba wa = imposed on ; kakabawa = imposed on ; ba tare da la'akari da = regardless of ; la'akari = consideration ; la'akari da = considering
masu sharhi = analysts ; sharhi = commentary ; mai sharhi = analyst ; wucin gadi = interim ; na wucin gadi = temporary ; kokawa kan = complaining about ; ke kokawa = are complaining ; hakan na zuwa ne = this comes
# roads, power, aircraft
aikin gina hanya = road construction ; gina hanyar = built the road ; hukumar kiyaye haddura = Federal Road Safety Corps ; gudun wuce sa'a = speeding ; gudun wuce kima = speeding
daukewar wuta = power outage ; daukewar wutar lantarki = power outage ; saukar gaggawa = emergency landing ; yi saukar gaggawa = made an emergency landing ; kawo dauki = came to help ; kawo musu dauki = came to their aid
zauna lafiya = live in peace ; sai baba ta gani = indefinite ; yajin aikin sai baba ta gani = indefinite strike ; Afirka ta Yamma = West Africa ; kasashen Afirka ta Yamma = West African countries
# air strikes, places abroad
hare-hare ta sama = air strikes ; kai hare-hare ta sama = carried out air strikes ; sun kai hare-hare ta sama = carried out air strikes ; kai harin sama = carried out an air strike ; hare-haren sama = air strikes ; zirin Gaza = Gaza Strip ; karkatar da = diverted ; karkatar da kudade = diversion of funds ; karkatar da kudaden = diverting funds ; doka da oda = law and order ; muhallansu = their homes ; raba da muhallansu = displaced
Fotugal = Portugal ; Holan = Netherlands ; Suwidin = Sweden ; Girka = Greece ; Filifin = Philippines ; Jodan = Jordan ; Masko = Moscow ; Akra = Accra
# more verbs and nouns
haramci = ban ; shawarta = advised ; bada umarnin = ordered ; arce = fled ; nemo = found ; mabukata = the needy ; rayu = lived

a filin jirgin sama = at the airport ; a filin jirgin saman = at the airport ; a filin wasa = at the stadium ; a filin wasan = at the stadium
# courts: the people of a trial
sauraron kara = hearing of the case ; sauraron karar = hearing of the case ; dage sauraron karar = adjourned the hearing ; masu gabatar da kara = prosecutors ; mai gabatar da kara = prosecutor
wanda ake tuhuma = the defendant ; wadanda ake tuhuma = the defendants ; biya tarar = pay a fine ; tarar naira = a fine of naira ; almubazzaranci = misappropriation ; almubazzaranci da kudade = misappropriation of funds
hakkin bil adama = human rights ; kare hakkin bil adama = human rights ; rantsuwar kama aiki = oath of office ; karbi rantsuwar kama aiki = was sworn in ; mukami = position ; mukamin = position ; mukamai = positions ; kujeru = seats
# causes, amounts, time
sanadi = cause ; sanadin = cause of ; yi sanadin = caused ; ya yi sanadin = caused ; sanadiyyar = because of ; kacal = only ; rubu'in farko = first quarter ; fadi zuwa = fell to ; ya fadi zuwa = fell to ; ta fadi zuwa = fell to
kangin talauci = poverty ; hallara = gathered ; kutsa = invaded ; kutsa cikin = invaded ; jinjirin wata = new moon ; cikin lumana = peacefully ; kunnen doki = draw ; tashi kunnen doki = drew ; takwara = counterpart ; takwararta = its counterpart
kiwo a fili = open grazing ; dokar hana kiwo a fili = anti-open grazing law ; haramta kiwo a fili = banned open grazing ; wanke hannaye = wash hands ; hannaye = hands ; sabulu = soap ; akai-akai = regularly ; rika = ; rinka =
# daily news: costs, roads, protests, records
dauki nauyi = sponsored ; dauki nauyin = sponsored ; daukar nauyin = sponsorship of ; shafe = spent ; ya shafe = spent ; sun shafe = spent ; masu ababen hawa = motorists ; tare hanya = blocked the road ; tare hanyar = blocked the road ; tare babbar hanya = blocked the highway ; tare babbar hanyar = blocked the highway
tayoyi = tyres ; kona tayoyi = burned tyres ; diyya = compensation ; biyan diyya = payment of compensation ; barasa = alcohol ; giya = beer ; kiran waya = phone call ; kudin kiran waya = call tariffs
katin dan kasa = national identity card ; lambar dan kasa = national identification number ; satar jarrabawa = examination malpractice ; magudin jarrabawa = examination malpractice ; daren jiya = last night ; a daren jiya = last night ; gobara ta tashi = fire broke out ; gobarar ta tashi = fire broke out
hukumar kidaya = National Population Commission ; hukumar kidaya ta kasa = National Population Commission ; kafa tarihi = made history
# offices, awards, faith, unrest
babban alkalin alkalai = Chief Justice ; babban alkalin alkalan = Chief Justice ; kyautar = award ; lashe kyautar = won the award ; baje koli = exhibition ; baje kolin = exhibition ; baje kolin kasuwanci = trade fair
na kasa da kasa = international ; rarrabuwar kawuna = division ; rarrabuwar kai = division ; ranar hutu = public holiday ; lamunta = tolerate ; lamunci = tolerate ; ba za ta lamunci = will not tolerate ; ba za mu lamunci = we will not tolerate
tayar da zaune tsaye = cause unrest ; tada zaune tsaye = cause unrest ; masu tayar da zaune tsaye = troublemakers ; masallata = worshippers ; sallar asuba = dawn prayer ; na shirin = is preparing to ; ke shirin = is preparing to
hukumar alhazai = Hajj Commission ; hukumar alhazai ta kasa = National Hajj Commission ; kudin kujerar aikin hajji = hajj fare ; kudin aikin hajji = hajj fare

kyauta = gift ; a kyauta = free of charge ; lashe kyauta = won the award
# regions with their endings; spending (kashe is killed, but kashe naira is spent naira)
arewa maso yammacin = north-western ; arewa maso gabashin = north-eastern ; kudu maso yammacin = south-western ; kudu maso gabashin = south-eastern
kashe naira = spent naira ; an kashe naira = spent naira ; kashe dala = spent dollars ; an kashe dala = spent dollars
# added by hand (session "whatsapp10"): a voice note's closing word to its hearers, not to be fooled
kar wani ya ruɗe ku = do not let anyone confuse you ; kada wani ya ruɗe ku = do not let anyone confuse you ; kar a ruɗe ku = do not let anyone confuse you ; kada a ruɗe ku = do not let anyone confuse you ; kar ku bari a ruɗe ku = do not let anyone confuse you ; kada ku bari a ruɗe ku = do not let anyone confuse you ; kar wani ya yaudare ku = do not let anyone deceive you ; kada wani ya yaudare ku = do not let anyone deceive you
# added by hand (session 'hausa16'): news sentences written for the session, beat by beat; what read word by word or in a wrong sense
# saying, knowing and reporting
ina ganin = I think ; muna ganin = we think ; yana ganin = he thinks ; tana ganin = she thinks ; suna ganin = they think ; sane da = aware of ; mun samu labarin = we learned ; mun samu labarin cewa = we learned that ; samu labarin = learned
da ke cewa = saying ; wanda ke cewa = saying ; ki cewa uffan = declined to comment ; ya ki cewa uffan = declined to comment ; uffan = a word ; ba ta ce komai = said nothing ; bai ce komai = said nothing ; ba su ce komai = said nothing ; ba a ce komai = nothing was said
ya wakilci = represented ; ta wakilci = represented ; sun wakilci = represented ; wanda ya wakilci = who represented ; gama = finished ; ya gama = finished ; an gama = finished
# security and courts
an sako = were released ; aka sako = were released ; sun sako = released ; ya sako = released ; sako su = released them ; an sako su = they were released ; sakinsu = their release ; sakin su = their release
da ake zargi da = suspected of ; ake zargi da = suspected of ; bisa zargin = over alleged ; bisa laifin = for the offence of ; kori karar = dismissed the suit ; kori kara = dismissed the case ; an kori karar = the suit was dismissed
wanene = who ; su wanene = who they are ; ba a san ko su = unidentified ; bindige = shot ; bindige shi = shot him ; bindige su = shot them ; har lahira = dead ; lahira = hereafter ; harbe shi har lahira = shot him dead
harin da aka kai = the attack on ; harin da aka kai masa = the attack on it ; harin da aka kai musu = the attack on them ; harin kwanton bauna = ambush ; hedikwatar tsaro = Defence Headquarters ; hedikwatar 'yan sanda = police headquarters
# politics and the assembly
shugaban ma'aikata = chief of staff ; shugaban ma'aikatan fadar shugaban kasa = chief of staff to the president ; kakakin shugaban kasa = presidential spokesman ; kakakin majalisar dokokin jihar = Speaker of the State House of Assembly ; kakakin majalisar dokoki = Speaker of the House of Assembly
kudurin doka = bill ; amince da kudurin = passed the bill ; karatu na biyu = second reading ; karatu na uku = third reading ; kotun sauraron kararrakin zabe = election petition tribunal ; kotun sauraron kararrakin zaben = election petition tribunal
zaben da bai kammala = inconclusive election ; watsi da bukatar = rejected the demand ; yanke hulda = cut ties ; yanke huldar = cut ties ; hulda = relations ; huldar = relations ; huldar diflomasiyya = diplomatic relations ; kulla hulda = established relations
# economy, oil, transport
man jirgi = aviation fuel ; man jirgin sama = aviation fuel ; tallafin mai = fuel subsidy ; hako mai = oil exploration ; hakar mai = oil exploration ; aikin hako mai = oil exploration ; gangar danyen mai = barrel of crude oil ; katsewar wutar lantarki = power outage ; tashar wutar lantarki = power station
bashin da ake bin = debt owed by ; hannayen jari = shares ; kayayyakin masarufi = consumer goods ; masarufi = consumer goods ; ranci = loan ; harajin VAT = VAT ; ninka sau biyu = doubled ; ya ninka sau biyu = doubled ; ninka sau uku = tripled
na cikin gida = domestic ; jiragen cikin gida = domestic flights ; kayayyakin cikin gida = local products
# health, schooling, faith, sport
masu cutar daji = cancer patients ; cutar Lassa = Lassa fever ; gadaje = beds ; gadajen asibiti = hospital beds ; an sallame su = they were discharged ; sallame su daga asibiti = discharged them from hospital
yaye = graduated ; yaye dalibai = graduated students ; bikin yaye dalibai = convocation ; daliban jami'a = university students ; koma bakin aiki = resumed work ; koma bakin aikinsu = resumed work ; bakin aiki = work
duban = looking at ; duban jinjirin wata = moon sighting ; ganin jinjirin wata = sighting of the new moon ; cikin kwanciyar hankali = peacefully ; kasa mai tsarki = holy land ; kasar mai tsarki = holy land
sada zumunta = friendly ; wasan sada zumunta = friendly match ; mai zafi = heated ; halin kaka-ni-kayi = a dire situation ; kaka-ni-kayi = dire straits
kutsa kai = broke into ; fashe-fashe = explosions ; tashin bama-bamai = bomb blasts ; alburusai = ammunition
karbi mulki = took power ; hau mulki = came to power ; gwamnatin soja = military government ; mulkin dimokuradiyya = democratic rule ; zaben raba gardama = referendum ; ci-rani = migration
kan iyaka = border ; malalar mai = oil spill ; wutar daji = bush fire ; gobarar daji = bush fire ; sakamakon bincike = results of the investigation ; masu bincike = investigators
kifewa = capsized ; kife = capsized ; kamun = arrest of ; zira kwallo = scored ; ya zira kwallo = scored ; zira kwallaye = scored goals ; babu ci = goalless
`;
