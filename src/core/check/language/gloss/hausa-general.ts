/**
 * General Hausa vocabulary (the words around a claim: grammar, time, people, places, politics,
 * the economy, health, security, religion, the land), written by hand for this project from
 * general knowledge of the language. The news-specific entries in hausa.ts take precedence.
 * Format: see lexicon-lines.ts. Standard spelling; hooks, tone and apostrophes fold away.
 */
export const HAUSA_GENERAL = `
# grammar words: person-aspect markers and particles carry nothing an English search needs
na = ; ka = ; ki = ; mun = ; muka = ; kun = ; kuka = ; sukan = ; yakan = ; takan = ; akan = on
ina = ; yana = ; tana = ; suna = ; muna = ; kuna = ; kana = ; kina = ; ana = ; nake = ; kake = ; kike =
yake = ; take = ; suke = ; muke = ; kuke = ; ake = ; ke = ; da ke = which ; wanda ke = who ; wadanda ke = who
zan = will ; zaka = will ; zaki = will ; zata = will ; zasu = will ; zamu = will ; zaku = will ; za a = will
za su = will ; za ta = will ; za mu = will ; za ka = will ; za ku = will
bai = not ; ba ta = not ; ba su = not ; ban = not ; bamu = not ; baku = not ; ba a = not ; ba za = will not
ba zai = will not ; ba za su = will not ; ba za a = will not ; kada = do not ; kar = do not
dai = ; fa = ; kuwa = ; kam = ; ma = also ; kuma = also ; har = until ; har ma = even ; sai = then
sai dai = but ; sannan = then ; sannan kuma = and ; kuma kuma = and ; tare da = with ; ba tare da = without
idan = if ; in dai = if ; koda = even if ; ko da yake = although ; duk da = despite ; duk da haka = nevertheless
don haka = therefore ; saboda haka = therefore ; haka = so ; hakan = this ; haka nan = likewise ; kamar = like
kamar yadda = as ; yadda = how ; irin = kind of ; irinsa = such ; wato = namely ; watau = namely
shi ne = is ; ita ce = is ; su ne = are ; shine = is ; itace = is ; sune = are ; wannan = this ; wancan = that
wadannan = these ; wadancan = those ; nan = here ; can = there ; inda = where ; lokacin da = when ; yayin da = while
a lokacin = at the time ; a yayin = during ; yayin = during ; a yanzu = now ; yanzu = now ; yanzu haka = currently
a halin yanzu = currently ; tuni = already ; riga = already ; har yanzu = still ; a baya = previously
nan gaba = future ; a nan gaba = in future ; tsakanin = between ; kusa da = near ; kusa = near ; gaban = front of
a gaban = in front of ; baya = back ; bayan = after ; ciki = inside ; waje = outside ; wajen = at ; kan = on
a kan = on ; bisa = according to ; bisa ga = according to ; dangane da = regarding ; game da = about
a cewar = according to ; a cewarsa = according to him ; in ji = said ; a cikin = in ; zuwa ga = to
wani = a ; wasu = some ; kowa = everyone ; kowane = every ; kowace = every ; komai = everything ; kome = everything
babu kowa = no one ; duka = all ; dukka = all ; dukkanin = all ; baki daya = entire ; gaba daya = entirely
kawai = only ; sosai = very ; kwarai = very ; matuka = extremely ; kadan = little ; da yawa = many
yawa = number ; yawan = number of ; mafi = most ; mafi yawa = most ; mafi girma = largest ; sama da = more than
kasa da = less than ; fiye = more ; akalla = at least ; kimanin = about ; misali = example ; musamman = especially
guda = ; daya = one ; na farko = first ; farko = first ; karshe = end ; na karshe = last ; daban = different
daban daban = various ; wata kila = perhaps ; watakila = perhaps ; tabbas = certainly ; kila = perhaps
me = what ; mene = what ; menene = what ; mece = what ; wane = which ; wace = which ; wa = who ; su wa = who
yaya = how ; ina ne = where ; yaushe = when ; nawa = how many ; don me = why ; me yasa = why ; me ya sa = why
nasa = his ; nata = her ; nasu = their ; namu = our ; naku = your ; tasa = his ; tata = her ; tasu = their
tamu = our ; taku = your ; kansa = himself ; kanta = herself ; kansu = themselves ; kai tsaye = directly
shi = he ; ita = she ; su = they ; mu = we ; ku = you ; ni = I ; kai = you ; ke = ; mana = us ; musu = them
masa = him ; mata = women ; mishi = him ; mata = women ; gare shi = to him ; gare su = to them

# being, having, saying
kasance = was ; zama = become ; zamo = become ; koma = return ; dawo = returned ; ce = said ; fadi = said
in ji shi = he said ; ya kara da cewa = he added ; kara da cewa = added ; inji = said ; ambata = mentioned
ambaci = mentioned ; bayani = explanation ; bayanin = explanation ; bayyanawa = stated ; furta = declared
sanarwa = statement ; sanarwar = statement ; rahotanni = reports ; rahoton = report ; majiya = source
majiyoyi = sources ; jita jita = rumour ; jitajita = rumours ; labaran karya = fake news ; labarin karya = fake news
tabbatar = confirmed ; tabbatar da = confirmed ; musanta = denied ; karyata = denied
yarda = agreed ; amince = approved ; amincewa = approval ; ki = refused ; ki amincewa = rejected ; kin amincewa = rejection
nuna = showed ; nuna cewa = showed that ; alkaluma = figures ; alkaluman = figures ; kididdiga = statistics
kididdigar = statistics ; adadi = number ; adadin = number of ; jimilla = total ; jimillar = total

# verbs of the news
yi = did ; yin = doing ; je = went ; tafi = went ; zo = came ; iso = arrived ; isa = reached ; bar = left
bayar = gave ; bayar da = gave ; ba da = gave ; karba = received ; karbi = received ; dauki = took ; dauka = took
gani = saw ; ga = see ; ji = heard ; sani = know ; san = know ; so = want ; bukaci = demanded ; bukata = need
bukatar = need ; nema = sought ; nemi = sought ; neman = seeking ; taimaka = helped ; taimako = help ; taimakon = help
kashe = killed ; rasu = died ; rasa = lost ; rasa rayukansu = lost their lives ; rayuka = lives ; rai = life
jikkata = injured ; ji rauni = injured ; rauni = injuries ; raunata = wounded ; tsare = detained ; saki = released
sako = released ; gudu = fled ; tsere = escaped ; harbe = shot ; harbi = shooting ; kwace = seized ; ceto = rescued
kubutar = rescued ; kubutar da = rescued ; kubuta = freed ; gina = built ; gini = building ; bude = opened
rufe = closed ; fara = started ; soma = began ; kammala = completed ; kare = defended ; kawo karshen = end
kawo = brought ; kai = took ; sanya = put ; sa = put ; jawo = caused ; haddasa = caused ; janyo = caused
shafa = affected ; shafi = affected ; ci gaba = continued ; ci gaba da = continued ; bunkasa = grew ; bunkasar = growth
inganta = improve ; ingantawa = improvement ; fito = came out ; fita = went out ; shigo = came in ; biya = paid
biyan = payment ; sayi = bought ; saya = buy ; sayar = sold ; sayar da = sold ; samar = provided ; samar da = provided
raba = shared ; rabon = distribution ; tattara = collected ; aika = sent ; aike = sent ; rubuta = wrote ; karanta = read
koyi = learned ; koya = taught ; canza = changed ; sauya = changed ; sauyi = change ; gyara = reform ; gyare gyare = reforms
hana = banned ; haramta = banned ; haramtawa = ban ; halatta = legalised ; zartar = executed ; aiwatar = implemented
aiwatar da = implemented ; gabatar = presented ; gabatar da = presented ; amfani = use ; amfani da = used ; yi amfani da = used
mika = handed over ; karbe = took over ; karbar = receiving ; rantsar = sworn in ; rantsar da = swore in ; rantsuwa = oath
murabus = resigned ; nada = appointed ; nadi = appointment ; nadin = appointment ; kori = sacked ; sallami = dismissed
tsige = impeached ; zabi = elected ; zaba = elected ; zabar = electing ; kada kuria = vote ; jefa kuria = vote
kada = cast ; jefa = cast ; kirga = counted ; kidaya = counted ; lissafa = counted ; ayyana = declared ; ayyana = declared
bayyana shi = declared him ; yi nasara = won ; fadi zabe = lost the election ; sha kaye = was defeated ; kayar = defeated
kayar da = defeated ; doke = beat ; tsaya takara = ran ; tsayawa takara = run for office ; fafata = contested
shirya = organised ; shirin = programme ; shiri = plan ; tsara = planned ; kafa = established ; kafa = founded
rattaba hannu = signed ; sa hannu = signed ; amince da = approved ; zartar da = passed ; kara = increased ; kara = raised
rage = reduced ; ragewa = reduction ; raguwa = decrease ; karuwa = increase ; karin = increase ; hauhawa = rise
faduwa = fall ; tashin = rise ; habaka = growth ; durkushe = collapsed ; tabarbare = deteriorated
lalace = damaged ; lalata = destroyed ; rushe = demolished ; kone = burned ; konewa = burning ; nutse = drowned
ambaliya = flood ; ambaliyar ruwa = flooding ; zaizayar kasa = erosion ; girgizar kasa = earthquake ; gobara = fire
hatsari = accident ; hadari = accident ; hadarin mota = road accident ; mutuwa = death ; mace mace = deaths
haifi = gave birth ; haihu = born ; haihuwa = birth ; haifa = born ; aure = marriage ; yi aure = married

# people and society
mutum = person ; mutumin = man ; jamaa = public ; jamaar = public ; alumma = community ; al umma = community
kasashe = countries ; kasashen = countries ; duniya = world ; duniyar = world ; gari = town ; garin = town
garuruwa = towns ; birni = city ; birnin = city ; birane = cities ; kauye = village ; kauyuka = villages ; kauyen = village
unguwa = neighbourhood ; unguwar = area ; yanki = region ; yankin = region ; yankuna = regions ; arewa = north
kudu = south ; gabas = east ; yamma = west ; arewa maso gabas = north-east ; arewa maso yamma = north-west
kudu maso gabas = south-east ; kudu maso yamma = south-west ; tsakiya = central ; tsakiyar = central ; iyaka = border
iyakar = border ; iyakoki = borders ; mace = woman ; namiji = man ; maza = men ; yaro = boy ; yarinya = girl
yan mata = girls ; matasa = youths ; matashi = young man ; dattijo = elder ; dattawa = elders ; iyali = family
iyalai = families ; iyaye = parents ; uba = father ; uwa = mother ; dan = son ; yar = daughter
dan uwa = relative ; yan uwa = relatives ; aboki = friend ; abokai = friends ; makwabta = neighbours ; baki = guests
sarki = emir ; sarkin = emir ; sarakuna = traditional rulers ; sarauta = throne ; malami = teacher ; malamai = teachers
malamin = teacher ; limami = imam ; fasto = pastor ; dalibi = student ; manomi = farmer ; manoma = farmers
makiyaya = herders ; makiyayi = herder ; fulani = Fulani ; likita = doctor ; maaikatan lafiya = health workers
ma aikata = workers ; maaikata = workers ; maaikaci = worker ; yan kasuwa = traders ; dan kasuwa = trader
yan jarida = journalists ; dan jarida = journalist ; jarida = newspaper ; jaridar = newspaper ; kafafen yada labarai = media
kafofin yada labarai = media ; kafar yada labarai = media ; yada labarai = media ; gidan talabijin = television station
talabijin = television ; rediyo = radio ; gidan rediyo = radio station ; labarai = news ; labarin = story
dan adam = human ; yan adam = humans ; bil adama = mankind ; yan gudun hijira = displaced people ; gudun hijira = displacement
sansani = camp ; sansanin = camp ; matalauta = poor people ; talaka = poor person ; masu kudi = the rich ; attajirai = the rich
nakasassu = disabled people ; marayu = orphans ; zawarawa = widows ; almajirai = pupils ; yan kasa = citizens ; dan kasa = citizen

# religion and culture
musulmi = Muslims ; musulmai = Muslims ; musulunci = Islam ; kirista = Christian ; kiristoci = Christians
masallaci = mosque ; masallatai = mosques ; coci = church ; majami a = church ; addini = religion ; addinin = religion
addinai = religions ; allah = God ; annabi = prophet ; azumi = fasting ; sallah = prayer ; salla = prayer ; idi = Eid
kirsimeti = Christmas ; tarihi = history ; tarihin = history ; alada = culture ; harshe = language ; harshen = language
turanci = English ; larabci = Arabic ; hausa = Hausa ; yarbanci = Yoruba ; inyamuranci = Igbo ; yarbawa = Yoruba people
inyamurai = Igbo people ; hausawa = Hausa people

# politics and government
siyasa = politics ; siyasar = politics ; dan siyasa = politician ; yan siyasa = politicians ; mulki = rule ; mulkin = rule
mulkin soja = military rule ; juyin mulki = coup ; dimokuradiyya = democracy ; dimokradiyya = democracy
jamiyya = party ; jamiyyar = party ; jam iyya = party ; adawa = opposition ; yan adawa = opposition ; jamiyyar adawa = opposition party
jamiyya mai mulki = ruling party ; mai mulki = ruling ; majalisa = assembly ; majalisar = assembly ; yan majalisa = lawmakers
dan majalisa = lawmaker ; yan majalisar dokoki = lawmakers ; majalisar dokoki = legislature ; majalisar jiha = state assembly
majalisar zartarwa = executive council ; majalisar ministoci = cabinet ; wakili = representative ; wakilai = representatives
wakilin = representative ; jakada = ambassador ; jakadan = ambassador ; ofishin jakadanci = embassy ; ofis = office ; ofishin = office
kwamiti = committee ; kwamitin = committee ; kungiya = group ; kungiyar = association ; kungiyoyi = groups
kungiyar kwadago = labour union ; kwadago = labour ; yajin aiki = strike ; zanga zanga = protest ; masu zanga zanga = protesters
yan kwadago = workers ; aiki = work ; aikin = work ; ayyuka = jobs ; ayyukan = projects ; aikin yi = employment
maaikatar = ministry ; maaikatar kudi = ministry of finance ; maaikatar tsaro = ministry of defence
harkokin waje = foreign affairs ; harkokin cikin gida = internal affairs ; harkoki = affairs ; harkar = sector
fadar shugaban kasa = presidency ; fadar = palace ; gwamnatin jiha = state government ; gwamnatoci = governments
shugaban karamar hukuma = local government chairman ; ciyaman = chairman ; shugabanni = leaders ; shugabannin = leaders
kwamishina = commissioner ; kwamishinan = commissioner ; sakatare = secretary ; sakataren = secretary ; darakta = director
daraktan = director ; babban darakta = director general ; babban sakatare = permanent secretary ; mashawarci = adviser
mai ba da shawara = adviser ; mai bai wa shugaban kasa shawara = presidential adviser ; shawara = advice ; shawarwari = recommendations
kakaki = spokesman ; kakakin = spokesman ; mai magana da yawun = spokesperson of ; kakakin majalisa = speaker
alkalin alkalai = chief justice ; babban lauya = attorney general ; lauya = lawyer ; lauyoyi = lawyers ; lauyan = lawyer
mataimaki = deputy ; mataimakin = deputy ; mataimakiyar = deputy ; jagora = leader ; jagoran = leader ; jagoranci = leadership
shugabanci = leadership ; manufa = policy ; manufofi = policies ; manufofin = policies ; kudiri = bill ; kudirin = bill
kudirin doka = bill ; doka = law ; dokar = law ; dokoki = laws ; kundin tsarin mulki = constitution ; tsarin mulki = constitution
tsari = system ; tsarin = system ; hukumomi = agencies ; hukumomin = agencies ; yan takarar = candidates ; takara = candidacy
takarar = candidacy ; yakin neman zabe = campaign ; kamfe = campaign ; sakamako = result ; sakamakon = results
sakamakon zabe = election results ; rinjaye = majority ; mafi rinjaye = majority ; nasara = victory ; nasarar = victory
wa adi = tenure ; waadi = term ; waadin mulki = term of office ; zango = term ; zango na biyu = second term
taro = meeting ; taron = meeting ; ganawa = meeting ; tattaunawa = talks ; yarjejeniya = agreement ; yarjejeniyar = agreement
sulhu = reconciliation ; zaman lafiya = peace ; hadin kai = unity ; hadin gwiwa = cooperation ; goyon baya = support
goyi baya = supported ; kin jinin = hostility ; makiya = enemies ; makiyi = enemy ; abokan gaba = enemies ; kiyayya = hatred
barazana = threat ; tsoro = fear ; yanci = freedom ; yancin = freedom ; yancin kai = independence ; hakki = right ; hakkin = right
hakkoki = rights ; hakkin dan adam = human rights ; adalci = justice ; rashin adalci = injustice ; zalunci = oppression
mutunci = dignity ; tsarin dimokuradiyya = democracy ; juyin juya hali = revolution ; juyin juya halin = revolution

# courts and crime
kotu = court ; kotun = court ; kotun koli = Supreme Court ; kotun daukaka kara = Court of Appeal ; kotun sauraren kararrakin zabe = election tribunal
alkali = judge ; alkalai = judges ; sharia = law ; shari a = case ; hukunci = judgment ; hukuncin = judgment
yanke hukunci = ruled ; daure = jailed ; gidan yari = prison ; gidan kaso = prison ; kurkuku = prison ; fursunoni = prisoners
tuhuma = charge ; tuhumar = charges ; tuhumi = charged ; zargi = accused ; zargin = alleged ; zarge = accused ; ake zargi = suspected
wanda ake zargi = suspect ; wadanda ake zargi = suspects ; laifi = crime ; laifin = offence ; laifuka = crimes ; masu laifi = criminals
bincike = investigation ; binciken = investigation ; bincika = investigated ; shaida = evidence ; shaidu = witnesses
cin hanci = bribery ; rashawa = corruption ; cin hanci da rashawa = corruption ; almundahana = fraud ; zamba = fraud
damfara = fraud ; sata = theft ; barawo = thief ; barayi = thieves ; fashi = robbery ; yan fashi = robbers ; fyade = rape
kisa = killing ; kisan = killing ; kisan kai = murder ; kashe kashe = killings ; kisan kiyashi = massacre ; sace sace = kidnappings
garkuwa = hostage ; masu garkuwa da mutane = kidnappers ; yan fashin daji = bandits ; yan taadda = terrorists ; taaddanci = terrorism
mayaka = fighters ; mayakan = fighters ; yan tawaye = rebels ; tawaye = rebellion ; soja = soldier ; sojojin = troops
rundunar = force ; runduna = force ; rundunar soji = army ; rundunar sojin sama = air force ; rundunar sojin ruwa = navy
rundunar yan sanda = police force ; dan sanda = policeman ; jamian tsaro = security agents ; jamian = officials ; jamai = officials
jami i = official ; jamii = official ; jamiin = officer ; makamai = weapons ; makami = weapon ; bindiga = gun ; bindigogi = guns
bam = bomb ; bama bamai = bombs ; fashewa = explosion ; tashin bam = bombing ; kunar bakin wake = suicide bombing ; yaki = war
yakin = war ; fada = fighting ; rikici = conflict ; rikicin = conflict ; tashin hankali = violence ; hargitsi = unrest

# economy
arziki = wealth ; kasuwa = market ; kasuwar = market ; kasuwanni = markets ; kasuwanci = trade ; ciniki = trade ; kaya = goods
abinci = food ; kayan abinci = food items ; shinkafa = rice ; masara = maize ; gero = millet ; dawa = sorghum ; wake = beans
alkama = wheat ; noma = farming ; aikin gona = agriculture ; gona = farm ; gonaki = farms ; amfanin gona = crops ; dabbobi = livestock
shanu = cattle ; ruwa = water ; ruwan sama = rain ; wutar lantarki = electricity ; lantarki = electricity ; wuta = fire
hanya = road ; hanyar = road ; hanyoyi = roads ; titi = street ; titin = road ; gada = bridge ; jirgin kasa = train ; jirgin sama = aircraft
jirgi = plane ; jirgin = plane ; jiragen = aircraft ; filin jirgin sama = airport ; mota = car ; motoci = vehicles ; motar = vehicle
tashar jirgin ruwa = seaport ; gida = house ; gidaje = houses ; gidan = house ; masanaanta = factory ; masana antu = industries
masanaantu = industries ; kamfani = company ; kamfanin = company ; kamfanoni = companies ; banki = bank ; bankin = bank ; bankuna = banks
kudin shiga = revenue ; kudaden shiga = revenue ; kudade = funds ; kudaden = funds ; kasafi = budget ; ciyo bashi = borrowing
basussuka = debts ; zuba jari = investment ; masu zuba jari = investors ; fitar da kaya = exports ; shigo da kaya = imports
tsada = expensive ; tsadar = high cost ; tsadar rayuwa = cost of living ; arha = cheap ; tallafi = subsidy ; tallafin = subsidy
tallafin man fetur = fuel subsidy ; cire tallafi = subsidy removal ; danyen mai = crude oil ; iskar gas = gas ; maadinai = minerals
zinariya = gold ; fatara = poverty ; yunwa = hunger ; rashin aiki = unemployment ; marasa aikin yi = unemployed ; rashin tsaro = insecurity
albashin = salary ; fansho = pension ; riba = profit ; asara = loss ; darajar = value ; darajar naira = naira value ; canjin kudi = exchange rate
musayar kudi = exchange ; kudin waje = foreign exchange ; ajiyar kudi = reserves ; tattalin arzikin = economy ; kasafin kudin = budget
haraji = tax ; harajin = tax ; kwastam = customs ; masana = experts ; masani = expert ; nazari = analysis ; kimiyya = science
fasaha = technology ; intanet = internet ; yanar gizo = internet ; waya = phone ; wayoyi = phones ; sadarwa = communications
kafofin sada zumunta = social media ; shafin = page ; shafukan = pages

# education and health
ilimi = education ; ilimin = education ; makaranta = school ; makarantar = school ; jamia = university ; jamiar = university
kwaleji = college ; jarrabawa = examination ; jarabawa = examination ; karatu = study ; cututtuka = diseases ; annoba = epidemic
annobar = pandemic ; kwayar cuta = virus ; korona = coronavirus ; cutar korona = COVID-19 ; magani = medicine ; magunguna = drugs
jinya = treatment ; marasa lafiya = patients ; mara lafiya = patient ; asibitin = hospital ; kiwon lafiya = healthcare
masu juna biyu = pregnant women ; jarirai = infants ; jariri = baby ; kanjamau = HIV ; tarin fuka = tuberculosis
shan inna = polio ; zazzabi = fever ; ciwo = illness ; ciwon = disease ; ciwon suga = diabetes ; tamowa = malnutrition
abinci mai gina jiki = nutrition ; jini = blood ; jiki = body ; idanu = eyes ; ido = eye

# time
rana = day ; ranaku = days ; kwana = day ; kwanaki = days ; mako = week ; makon = week ; makonni = weeks ; watanni = months
karni = century ; safe = morning ; da safe = in the morning ; safiya = morning ; dare = night ; da dare = at night
litinin = Monday ; talata = Tuesday ; laraba = Wednesday ; alhamis = Thursday ; jumaa = Friday ; asabar = Saturday ; lahadi = Sunday
shekaran jiya = day before yesterday ; bara = last year ; badi = next year ; bana = this year ; lokaci = time ; lokacin = time
zamani = era ; zamanin = era ; tsawon = length ; tsawon lokaci = long time ; sau = times ; sau daya = once ; karo = time

# describing words
babba = big ; babban = major ; manya = big ; manyan = major ; karami = small ; karamin = small ; kanana = small ; kananan = small
sabo = new ; sabbin = new ; tsoho = old ; tsofaffi = old ; tsohuwa = old ; dogo = tall ; dogon = long ; gajere = short
mai kyau = good ; kyau = good ; nagari = good ; mugu = bad ; mummunan = terrible ; muni = bad ; girma = greatness ; muhimmi = important
muhimmin = important ; mahimmanci = importance ; muhimmanci = importance ; wahala = hardship ; sauki = ease ; matsala = problem
matsaloli = problems ; matsalar = problem ; kalubale = challenge ; kalubalen = challenge ; hadarin = danger ; lafiyayye = safe
gaskiyar = truth ; karyar = lie ; karairayi = lies ; gaskiya ne = it is true ; karya ne = it is false

# land and weather
kasar = land ; yanayi = weather ; yanayin = condition ; sauyin yanayi = climate change ; muhalli = environment ; hamada = desert
daji = forest ; dazuka = forests ; teku = sea ; kogi = river ; kogin = river ; tafki = lake ; iska = air ; zafi = heat ; sanyi = cold
fari = drought ; dutse = rock ; tsibiri = island ; fili = open ground ; filin = field

# more news words
haura = exceeded ; zarce = exceeded ; wuce = exceeded ; mazaba = ward ; mazabu = wards ; mazabar = ward
rubui = quarter ; rubu i = quarter ; rubui na biyu = second quarter ; kwata = quarter ; kudin ruwa = interest rate
kudin ruwa na banki = interest rate ; babban kudin ruwa = policy rate ; takardun kudi = banknotes ; sabbin takardun kudi = new naira notes
kudin intanet = digital currency ; abubuwa = things ; abu = thing ; lamari = matter ; alamari = affair ; dalili = reason
dalilin = reason ; gabata = past ; da suka gabata = ago ; tunawa = commemoration ; jerin gwano = procession ; yardar = trust
tabbaci = assurance ; karbuwa = acceptance ; matakin = step ; mataki = step ; matakai = measures ; daukar mataki = action
kokari = effort ; kokarin = effort ; nufin = meaning ; manufar = aim ; burin = goal ; buri = goal ; alkawari = promise
alkawarin = promise ; cika alkawari = kept promise ; wakilci = representation ; kayan aiki = equipment ; kayayyaki = goods
kayayyakin = goods ; ciniki = trade ; hannun jari = shares ; kasuwar hannun jari = stock market

# everyday words of speech and writing
mai = ; masu = ; marasa = without ; mara = without ; maras = without ; magana = talk ; maganar = talk ; maganganu = remarks
zance = talk ; zancen = talk ; fadin = saying ; kalma = word ; kalmomi = words ; haske = light ; duhu = darkness ; alhali = whereas
zuciya = heart ; zukata = hearts ; wadansu = some ; wasu = some ; iya = can ; iyawa = ability ; kalli = look ; duba = look
dubi = look ; tunani = thought ; tunanin = thinking ; lalle = surely ; kuskure = mistake ; kurakurai = mistakes ; bari = let
abin = thing ; abinda = what ; abin da = what ; kawar = remove ; kawar da = removed ; yanto = free ; banza = worthless
karkashin = under ; karkashi = under ; yaudara = deception ; tarko = trap ; tarkon = trap ; basira = insight ; wajibi = must
zahiri = apparent ; kwakwalwa = brain ; son = want ; soyayya = love ; kauna = love ; kiyayya = hatred ; fushi = anger
farin ciki = happiness ; bakin ciki = sadness ; murna = joy ; damuwa = worry ; tausayi = pity ; jin kai = compassion
sha kashi = was defeated ; shan kashi = defeat ; cin nasara = victory ; kasa = fail ; gaza = failed ; gazawa = failure
kasa a gwiwa = despair ; karfi = strength ; karfin = power ; raunana = weakened ; rauni = weakness ; iko = power ; ikon = power
girmama = respect ; girmamawa = respect ; daraja = honour ; darajar = value ; kunya = shame ; abin kunya = shameful
alheri = good ; sharri = evil ; gaskiya da adalci = truth and justice ; amana = trust ; amintacce = trustworthy ; cin amana = betrayal
hanyar = way ; hanyoyin = ways ; yunkuri = effort ; yunkurin = attempt ; aniya = intention ; niyya = intention ; nufi = meaning
nufin = intend ; bukatu = needs ; bukatun = needs ; hakika = indeed ; a hakika = indeed ; tabbataccen = confirmed ; babu shakka = no doubt
shakka = doubt ; tambaya = question ; tambayoyi = questions ; amsa = answer ; amsoshi = answers ; ra ayi = opinion ; raayi = opinion
raayoyi = opinions ; raayin = view ; fahimta = understanding ; fahimci = understood ; gane = realised ; koyo = learning
sani = knowledge ; ilmi = knowledge ; jahilci = ignorance ; hankali = sense ; hankalin = attention ; hikima = wisdom
mutuntaka = humanity ; halayya = behaviour ; hali = character ; halin = condition ; halin da ake ciki = situation
yanayin da ake ciki = situation ; sakamakon haka = as a result ; ta haka = thereby ; misalin = example ; alal misali = for example
kamata = should ; ya kamata = should ; dole = must ; wajaba = obligatory ; ya wajaba = it is obligatory ; yiwu = possible
mai yiwuwa = possibly ; ba zai yiwu ba = impossible ; yiwuwar = possibility ; fata = hope ; muna fata = we hope ; sa rai = hope
jira = wait ; jiran = awaiting ; hutu = rest ; tafiya = journey ; tafiyar = trip ; ziyara = visit ; ziyarci = visited ; ziyarar = visit
dawowa = return ; komawa = return ; shiga = entered ; fita = exit ; isowa = arrival ; zuwan = arrival ; zuwa = coming
kasance da = had ; rayuwa = life ; rayuwar = life ; rai = life ; mutuwar = death ; haihuwar = birth ; jana iza = funeral
janaiza = funeral ; kabari = grave ; tsufa = old age ; kuruciya = youth ; samari = young men ; yanmata = girls ; amarya = bride
ango = groom ; biki = celebration ; bikin = ceremony ; hutun = holiday ; wasa = game ; wasanni = sports ; kwallon kafa = football
kwallo = ball ; dan wasa = player ; yan wasa = players ; gasar = competition ; gasa = competition ; kofin duniya = World Cup
waka = song ; mawaki = singer ; fim = film ; finafinai = films ; littafi = book ; littattafai = books ; rubutu = writing
sako = message ; wasika = letter ; hoto = picture ; hotuna = pictures ; bidiyo = video ; murya = voice ; sauti = sound
kai tsaye = live ; yada = spread ; yaduwa = spread ; watsa = broadcast ; watsa labarai = broadcasting ; shahara = fame ; shahararre = famous

# body, home, land and things
kai = head ; hannu = hand ; hannuwa = hands ; kafafu = legs ; fuska = face ; baki = mouth ; kunne = ear ; hanci = nose
gashi = hair ; kashi = bone ; zuciyar = heart ; tufafi = clothes ; riga = shirt ; takalmi = shoes
daki = room ; dakuna = rooms ; kofa = door ; taga = window ; rufi = roof ; bango = wall ; kasa = ground ; dutsen = mountain
tudu = hill ; rafi = stream ; rijiya = well ; itace = tree ; itatuwa = trees ; ciyawa = grass ; fure = flower ; dabba = animal
kyanwa = cat ; doki = horse ; rakumi = camel ; jaki = donkey ; akuya = goat ; tumaki = sheep ; kaza = chicken
kifi = fish ; nama = meat ; madara = milk ; kwai = egg ; burodi = bread ; sukari = sugar ; gishiri = salt ; mai da gishiri = oil and salt
kudi masu yawa = a lot of money ; arziki mai yawa = great wealth ; zinari = gold ; azurfa = silver ; karfe = iron ; takarda = paper
kwamfuta = computer ; injin = engine ; na ura = machine ; naura = machine ; fasahar zamani = modern technology

# colours, sizes and amounts
fari = white ; baki = black ; ja = red ; kore = green ; shudi = blue ; rawaya = yellow ; tsawo = height
nauyi = weight ; zurfi = depth ; nisa = distance ; nesa = far ; kusa = near ; cike = full ; fanko = empty ; rabi = half
rabin = half of ; kwata kwata = at all ; baki dayansu = all of them ; dukkansu = all of them ; yawancin = most of ; yawanci = mostly

# more verbs
gan = saw ; ajiye = put down ; ajiye aiki = resigned ; bi = followed ; bin = following ; daina = stopped ; dakatar = suspended
dakatar da = suspended ; dage = postponed ; dage zabe = postponed the election ; gaya = told ; gayawa = told ; gargadi = warning
gargada = warned ; hadu = met ; hadu da = met ; hada = combined ; haifar = caused ; haifar da = caused ; hukunta = punished
jagoranta = led ; kalubalanci = challenged ; karfafa = strengthened ; kauce = avoided ; kare kai = self-defence ; kira = called
kira ga = called on ; kiran = call ; kiyaye = protected ; kulla = forged ; kulla yarjejeniya = signed an agreement ; kwato = recovered
lura = noted ; lura da = noted ; mallaka = owned ; mallakar = ownership ; manta = forgot ; mayar = returned ; mayar da = returned
more = enjoyed ; rike = held ; rikon = holding ; saurara = listened ; sauraro = listening ; shawo kan = overcame ; tafiyar da = managed
tallafa = supported ; tambayi = asked ; tantance = verified ; tarwatsa = dispersed ; tilasta = forced ; toshe = blocked
tsira = survived ; tuna = remembered ; wanke = cleared ; warware = resolved ; yanke = decided ; yaki da = fight against ; zauna = lived
zaune = living ; kula = care ; kula da = looked after ; jagoranci taro = chaired a meeting ; halarta = attended ; halarci = attended
mallake = took control ; kwace iko = seized control ; bude wuta = opened fire ; kai farmaki = launched an attack ; farmaki = offensive
ayyana dokar ta baci = declared a state of emergency ; dokar ta baci = state of emergency ; dokar hana fita = curfew
kulle = lockdown ; killace = quarantined ; killacewa = isolation ; gwaji = test ; gwajin = testing ; kamu = infected
kamu da = infected with ; warke = recovered ; warkewa = recovery ; yi wa rigakafi = vaccinated

# more nouns of public life
alamura = matters ; abokin hamayya = rival ; hamayya = rivalry ; kishin kasa = patriotism ; mulkin mallaka = colonialism
yan mulkin mallaka = colonialists ; girman kai = arrogance ; alkurani = Quran ; kurani = Quran ; imani = faith ; mumini = believer
muminai = believers ; kafirai = unbelievers ; ubangiji = Lord ; manzon allah = the Prophet ; shahidai = martyrs ; shahidi = martyr
ibada = worship ; addua = prayer ; malaman addini = clerics ; shehu = sheikh ; fadawa = courtiers
tattalin = economy ; jiha jiha = state by state ; yankuna yankuna = region by region ; dubban = thousands of ; daruruwan = hundreds of
miliyoyin = millions of ; biliyoyin = billions of ; dimbin = a great number of ; tarin = a lot of ; gungun = group of
gungun mutane = crowd ; taron jamaa = crowd ; alummar = community ; alummomi = communities ; kabila = tribe ; kabilu = ethnic groups
kabilanci = tribalism ; bambanci = discrimination ; wariya = discrimination ; hadin kan kasa = national unity

# time and manner words
da zarar = as soon as ; a maimakon = instead of ; maimakon = instead of ; ban da = except ; har da = including ; tun daga = since
kafin nan = before that ; bayan nan = after that ; bayan haka = afterwards ; sannu a hankali = gradually ; a hankali = slowly
nan take = immediately ; nan da nan = immediately ; kullum = always ; kullun = every day ; ko da yaushe = always ; sau da yawa = often
wani lokaci = sometimes ; lokaci lokaci = from time to time ; tukuna = yet ; har abada = forever ; a yau = today ; a jiya = yesterday
a gobe = tomorrow ; a bara = last year ; a bana = this year ; na biyu = second ; na uku = third ; na hudu = fourth ; a karon farko = for the first time
karon farko = first time ; a karshe = finally ; daga karshe = finally ; a takaice = in short ; a zahiri = in reality ; a gaskiya = in truth
a fili = openly ; a asirce = secretly ; boye = hidden ; boye boye = secretly ; a bayyane = clearly ; baro baro = openly ; da gangan = deliberately
kai tsaye = directly ; cikin sauri = quickly ; cikin gaggawa = urgently ; gaggawa = emergency ; da wuri = early ; a makare = late
sabanin = contrary to ; sabani = disagreement ; daidai = exactly ; daidai da = equal to ; kamar haka = as follows ; ta yaya = how

# more public life
tafarki = path ; akida = ideology ; akidar = ideology ; yan mamaya = occupiers ; mamaya = occupation ; mamaye = occupied ; makamashi = energy
nukiliya = nuclear ; makamin nukiliya = nuclear weapon ; makaman nukiliya = nuclear weapons ; takunkumi = sanctions ; takunkumin = sanctions
sahayoniya = Zionist ; sahyoniyawa = Zionists ; fitarwa = export ; shigowa = arrival ; hadaka = coalition ; hadakar = alliance ; kawance = alliance
kawaye = allies ; kawancen = alliance ; yan uwa musulmi = Muslim brothers ; kasashen musulmi = Muslim countries ; kasashen larabawa = Arab countries
kasashen afirka = African countries ; kasashen turai = European countries ; kasashe masu tasowa = developing countries ; tasiri = influence
tasirin = influence ; matsin lamba = pressure ; matsi = pressure ; tilas = compulsory ; zaluntar = oppressing ; azzalumai = oppressors
azzalumi = oppressor ; raunana = weak ; masu rauni = the weak ; masu karfi = the powerful ; manyan kasashe = major powers ; jagororin = leaders
jagorori = leaders ; shugabannin kasashe = heads of state ; taron koli = summit ; babban taro = conference ; zaman majalisa = parliamentary session
zaman = session ; muhawara = debate ; kuri ar raba gardama = referendum ; kuriar raba gardama = referendum ; raba gardama = referendum
kwaskwarima = amendment ; yi wa kundin tsarin mulki kwaskwarima = amend the constitution ; gyaran fuska = amendment ; soke = cancelled
soke zabe = annulled the election ; sake zabe = rerun election ; sake = again ; maimaita = repeated ; jinkiri = delay ; jinkirta = delayed
kudin fansa = ransom ; fansa = ransom ; mutanen da aka sace = kidnapped people ; wadanda aka sace = abductees ; wadanda abin ya shafa = victims
wadanda suka jikkata = the injured ; wadanda suka mutu = the dead ; gawarwaki = bodies ; gawa = body ; gawar = body ; rasa matsuguni = displaced
matsuguni = shelter ; muhalli = environment ; gurbatar yanayi = pollution ; gurbata = polluted ; sharar = waste ; shara = rubbish

# words of argument and explanation
bahasi = discussion ; batu = issue ; batun = issue ; fadada = expand ; fadadawa = expansion ; tsayuwa = stability ; dogara = rely
dogaro = reliance ; zuriya = generation ; riko = holding ; diddigi = follow-up ; gaske = real ; da gaske = seriously ; hakikani = reality
hakikanin = real ; mafari = origin ; zato = assumption ; zaton = thinking ; kwarewa = expertise ; bayanai = information ; bayanan = details
bangare = part ; bangaren = side ; bangarori = sides ; jumla = total ; a jumlace = in general ; jimla = total ; fahimtar = understanding
hujja = proof ; hujjoji = proofs ; shaidar = evidence ; sharadi = condition ; sharudda = conditions ; kaida = rule ; kaidoji = rules
maana = meaning ; alama = sign ; alamomi = signs ; alamar = sign

# reduplicated words, written with a hyphen (zanga-zanga) and so read as one word
zangazanga = protest ; masu zangazanga = protesters ; kashekashe = killings ; sacesace = kidnappings ; macemace = deaths
bamabamai = bombs ; gyaregyare = reforms ; dabandaban = various ; jitajita = rumours ; kwatakwata = at all ; yanzuyanzu = just now

# common verbs and words of any news story
cimma = achieve ; cimma burin = achieve the goal ; rusa = destroy ; rushewa = collapse ; biyo = follow ; biyo baya = followed
zamanto = become ; sauran = the rest ; saura = remaining ; fassara = translate ; fassarar = translation ; taya murna = congratulate
gudana = take place ; ke gudana = taking place ; faru = happen ; faruwa = happening ; abin da ya faru = what happened ; aukuwa = occurrence
auku = happened ; gagara = failed ; albarka = blessing ; farkawa = awakening ; mummuna = bad ; haramtacce = illegal ; haramtacciya = illegitimate
halattacce = lawful ; tsaka mai wuya = difficult situation ; barci = sleep ; tsarkake = purify ; masoya = supporters ; magoya baya = supporters
magoya bayan = supporters of ; kololuwa = peak ; cikas = obstacle ; roko = appeal ; rokon = appeal ; dacewa = success ; lokuta = times
fitowa = turnout ; fitowar = turnout ; madaidaici = correct ; amincin = safety ; aminci = safety ; dangane = regarding ; yammaci = west
gabashi = east ; arewaci = north ; kudanci = south ; arewacin = northern ; kudancin = southern ; gabashin = eastern ; yammacin = western
tsakiyar = middle ; kewaye = surrounding ; makwabciya = neighbouring ; makwabtaka = neighbourliness

# a general word list: the words around any report
abokin aiki = colleague ; ajali = fate ; aljihu = pocket ; amfanin = benefit of ; amfana = benefited ; asali = origin ; asalin = origin
auna = measure ; balai = disaster ; balaoi = disasters ; bangaskiya = faith ; bata = lost ; batar = loss ; bakin teku = coast
bukukuwa = celebrations ; burge = impressed ; cecekuce = controversy ; dace = appropriate ; dadi = pleasant ; dade = lasted
dadewa = long time ; dalladalla = in detail ; dama = chance ; damar = opportunity ; dangi = relatives ; dangantaka = relationship
dauri = imprisonment ; dawwama = last ; farauta = hunting ; fasa = cancelled ; fasinja = passenger ; fasinjoji = passengers
fatauci = trade ; gado = inheritance ; gajiya = fatigue ; gamu = met ; gamsu = satisfied ; gargajiya = tradition ; na gargajiya = traditional
gayyata = invitation ; gayyaci = invited ; gidauniya = foundation ; godiya = thanks ; gode = thanked ; gurbi = vacancy
gwagwarmaya = struggle ; hakura = be patient ; hakuri = patience ; hanzari = speed ; hasara = loss ; hauka = madness ; hayaniya = noise
illa = harm ; inganci = quality ; isasshe = enough ; isasshen = enough ; jarumi = hero ; jarumai = heroes ; jawabi = speech
jawabin = speech ; jinjina = praise ; jiragen ruwa = ships ; juriya = endurance ; kaddara = fate ; kalami = statement ; kalaman = remarks
karatun = studies ; kaso = share ; agaji = relief ; kayan agaji = relief materials ; kungiyoyin agaji = aid groups ; kiwo = rearing
kuka = complaint ; kukan = complaints ; kunci = hardship ; kwanciyar hankali = stability ; kwantar da hankali = calm ; lamuni = loan
lissafi = count ; maganin = cure for ; mahaifa = birthplace ; mahaifi = father ; mahaifiya = mother ; mahukunta = authorities
makoma = future ; mamaki = surprise ; marubuci = writer ; masauki = accommodation ; mazauna = residents ; mazaunan = residents of
mika wuya = surrendered ; musayar wuta = exchange of fire ; nadama = regret ; ofisoshi = offices ; rabo = share ; rahama = mercy
rangwame = discount ; rarrabuwa = division ; rashin = lack of ; rashi = lack ; rawar = role ; taka rawa = played a role
rikon kwarya = interim ; gwamnatin rikon kwarya = interim government ; sabis = service ; saka = put ; sakon = message ; samun = getting
sanaa = trade ; sanaoi = trades ; sarrafa = processing ; sassa = sectors ; sashe = section ; sashen = department of ; shakku = doubts
shekarun baya = past years ; shige = passed ; shirye = ready ; soki = criticised ; sukar = criticism ; tabarbarewa = deterioration
taimakawa = helping ; takaici = frustration ; takaitacce = brief ; tallafawa = supporting ; tanadi = provision ; tanadin = provisions
tasha = station ; tashar = station ; tsawaita = extended ; tsananta = intensified ; tsanani = severity ; tsaurara = tightened ; tsauri = strict
tsoratar = frightened ; tunatar = reminded ; tura = sent ; turmutsitsi = stampede ; umarni = order ; umurni = order ; umarci = ordered
wahalhalu = hardships ; wakilta = represented ; wallafa = published ; wurare = places ; wuri = place ; wurin = place ; yabo = praise
yaba = praised ; yafe = forgave ; yawaita = increased ; zafafa = intensified ; zuba = poured ; zumunci = fellowship ; zuwa yanzu = so far
har zuwa yanzu = until now ; a halin da ake ciki = currently ; fiye da haka = moreover ; bugu da kari = in addition ; kari = addition
ko kadan = at all ; ba ko kadan = not at all ; ko shakka babu = without doubt ; na dogon lokaci = long-term ; na gajeren lokaci = short-term

# countries of the world in Hausa spelling
tunusiya = Tunisia ; aljeriya = Algeria ; moroko = Morocco ; maroko = Morocco ; sudan ta kudu = South Sudan ; somaliya = Somalia
yaman = Yemen ; yemen = Yemen ; lebanon = Lebanon ; labanan = Lebanon ; jordan = Jordan ; urdun = Jordan ; turkiyya = Turkey
afganistan = Afghanistan ; pakistan = Pakistan ; bangaladash = Bangladesh ; malesiya = Malaysia ; indonesiya = Indonesia
koriya ta arewa = North Korea ; koriya ta kudu = South Korea ; koriya = Korea ; ukraniya = Ukraine ; yukiren = Ukraine ; italiya = Italy
sifaniya = Spain ; kanada = Canada ; mekziko = Mexico ; brazil = Brazil ; barazil = Brazil ; ajantina = Argentina ; ostireliya = Australia
kasar waje = abroad ; kasashen waje = abroad ; ketare = abroad ; kasashen ketare = foreign countries ; najeriya = Nigeria
gana = met ; kasar gana = Ghana ; benin = Benin ; togo = Togo ; senegal = Senegal ; saliyo = Sierra Leone ; laberiya = Liberia
kwaddebuwa = Ivory Coast ; burkina faso = Burkina Faso ; moritaniya = Mauritania ; gambiya = Gambia ; uganda = Uganda ; tanzaniya = Tanzania
zimbabwe = Zimbabwe ; kongo = Congo ; angola = Angola ; ruwanda = Rwanda ; katar = Qatar ; kuwaiti = Kuwait ; hadaddiyar daular larabawa = United Arab Emirates
daular larabawa = United Arab Emirates ; dubai = Dubai ; makka = Mecca ; madina = Medina ; birnin kudus = Jerusalem ; gaza = Gaza

# countries, bodies and Nigerian places in Hausa spelling
amurka = United States ; amerika = America ; birtaniya = Britain ; burtaniya = Britain ; ingila = England ; faransa = France
jamus = Germany ; rasha = Russia ; sin = China ; chana = China ; indiya = India ; iraki = Iraq ; siriya = Syria ; israila = Israel
falasdinu = Palestine ; masar = Egypt ; libiya = Libya ; saudiyya = Saudi Arabia ; saudiya = Saudi Arabia ; nijar = Niger
kamaru = Cameroon ; chadi = Chad ; cadi = Chad ; habasha = Ethiopia ; afirka ta kudu = South Africa ; afirka = Africa ; turai = Europe
tarayyar turai = European Union ; majalisar dinkin duniya = United Nations ; kungiyar tarayyar afirka = African Union
larabawa = Arabs ; turawa = Europeans ; bature = European ; yahudawa = Jews ; kasashen yamma = Western countries
sakkwato = Sokoto ; neja = Niger State ; filato = Plateau ; binuwai = Benue ; benuwai = Benue ; barno = Borno ; gwambe = Gombe
ribas = Rivers ; abiya = Abia ; kuros riba = Cross River ; fatakwal = Port Harcourt ; zazzau = Zaria ; kwatano = Cotonou

# added by hand (session 'lexicon'): meeting and reporting verbs, security, courts, politics, the economy, health, schooling, sport, days of the week, time, weather
# meeting, saying, reporting
gana da = met with ; ganawar = meeting ; yi ganawa = held a meeting ; tattauna = discussed ; tattaunawar = talks
shaida wa = told ; shaidawa = told ; sheda = told ; yi bayani = explained ; yi jawabi = gave a speech ; fitar da sanarwa = issued a statement
bayyana hakan = said this ; ya bayyana hakan = he said this ; rawaito = reported ; ruwaito = reported ; ba da rahoto = reported
yi magana = spoke ; yi tsokaci = commented ; tsokaci = comment ; martani = reaction ; mayar da martani = responded
nanata = reiterated ; jaddada = emphasised ; yi alkawari = promised ; dauki alkawari = pledged
yi gargadi = warned ; koka = complained ; nuna damuwa = expressed concern ; damuwar = concern ; yi Allah wadai = condemned
Allah wadai = condemnation ; la anci = condemned ; laanci = condemned ; yaba da = praised ; jinjinawa = commended ; taya = congratulated
yi kira = called ; bukaci da = urged ; roki = begged ; nemi afuwa = apologised ; gafara = forgiveness ; yi murabus = resigned
# conflict, crime, security
ta azzara = worsened ; taazzara = worsened ; kazanta = intensified ; fargaba = fear ; fargabar = fear of ; firgici = panic
harba = fired ; harbe harbe = shooting ; harbin = shooting ; hayaki mai sa hawaye = tear gas ; barkonon tsohuwa = tear gas ; hayaki = smoke
yi garkuwa da = kidnapped ; garkuwa da = hostage ; aka yi garkuwa da su = were kidnapped ; yi awon gaba da = abducted ; awon gaba = abduction
magudi = rigging ; magudin zabe = election rigging ; tafka magudi = rigged ; sayen kuria = vote buying ; sayen kuriu = vote buying
dan bindiga = gunman ; yan fashin teku = pirates ; boko haram = Boko Haram ; iswap = ISWAP ; kungiyar iswap = ISWAP
farmakin = attack ; harin bam = bomb attack ; harin kunar bakin wake = suicide attack ; bam ya tashi = bomb exploded
fashe = exploded ; rasa rai = died ; rasa ransa = lost his life ; rasa rayuka = loss of lives ; salwantar rayuka = loss of lives
salwanta = lost ; jikkatar = injured ; raunuka = injuries ; munanan = serious ; mummunar = serious
kubuto = rescued ; yantar = freed ; yantar da = freed ; kamawa = arrest ; kame = arrests ; kamen = arrest
cafke = arrested ; damke = arrested ; kama su = arrested them ; gurfanar = arraigned ; gurfanar da = arraigned ; gurfana = appeared in court
karar = lawsuit ; shigar da kara = filed a lawsuit ; kai kara = sued ; daukaka kara = appealed ; sauraren kara = hearing
daurin = imprisonment ; daurin rai da rai = life imprisonment ; hukuncin kisa = death sentence ; yanke wa = sentenced ; beli = bail ; belin = bail
sake shi = released him ; wanke shi = acquitted him ; kama da laifi = convicted ; samu da laifi = found guilty
miyagun kwayoyi = drugs ; muggan kwayoyi = drugs ; kwayoyi = drugs ; safarar = trafficking ; safarar mutane = human trafficking ; safara = smuggling
fasakwauri = smuggling ; yan fasakwauri = smugglers ; kisan gilla = murder ; kisan gillar = murder ; rikicin kabilanci = ethnic clash
manoma da makiyaya = farmers and herders ; rikicin manoma da makiyaya = farmer-herder conflict ; yan sa kai = vigilantes ; yan banga = vigilantes
hisbah = Hisbah ; jami an tsaro = security agents ; dakarun = troops ; dakaru = troops ; sojan = soldier ; sojan sama = air force
yan sandan = police ; yan sandan farin kaya = secret police ; dss = DSS ; efcc = EFCC ; nscdc = NSCDC ; civil defence = civil defence
tsaron = security ; tsaron kasa = national security ; matsalar tsaro = insecurity ; rashin tsaron = insecurity
# government and politics
gwamnoni = governors ; gwamnonin = governors ; gwamnonin arewa = northern governors ; ministoci = ministers ; ministocin = ministers
majalisar tarayya = National Assembly ; yan majalisar wakilai = members of the House of Representatives ; yan majalisar dattawa = senators
sanatoci = senators ; sanatocin = senators ; kakakin majalisar wakilai = speaker ; shugaban majalisar dattawa = Senate President
cike gurbi = by-election ; zaben cike gurbi = by-election
zaben fidda gwani = primary election ; fidda gwani = primaries ; zaben fitar da gwani = primary election ; mai rike da tutar = flag bearer
tikitin = ticket ; tikiti = ticket ; kuri ar = vote ; kada kuri a = vote ; masu kada kuri a = voters ; rumfuna = polling units
sakamakon zaben = election results ; ayyana wanda ya lashe = declared the winner ; lashe zabe = won the election ; lashe zaben = won the election
tsayar da = fielded ; tsayar = fielded ; sauya sheka = defected ; canza sheka = defected ; sheka = party ; komawa jamiyyar = joined the party
apc = APC ; pdp = PDP ; nnpp = NNPP ; lp = Labour Party ; jamiyyar apc = APC ; jamiyyar pdp = PDP ; jamiyyar lp = Labour Party
shugaban jamiyya = party chairman ; shugaban jamiyyar = party chairman ; shugabancin = leadership ; mulkinsa = his administration
gwamnatinsa = his government ; gwamnatin shugaba = the government of President ; tsohon shugaban kasa = former president ; marigayi = late
hambarar = ousted ; hambarar da = overthrew ; kifar da gwamnati = overthrew the government ; sojojin juyin mulki = coup soldiers ; sojin = military
kwamitin tsaro = security council ; kwamitin sulhu = Security Council ; mdd = UN ; ecowas = ECOWAS ; kungiyar ecowas = ECOWAS ; au = AU
jihohin = states ; jihohinsu = their states ; kananan hukumominsu = their local governments ; jihar legas = Lagos State
ware = allocated ; ware kudi = allocated funds ; kebe = set aside ; kashe kudi = spent ; kashe kudade = spending ; kudaden da aka kashe = money spent
# economy
tashin gwauron zabi = soared ; gwauron zabi = sharply ; farashin kayayyaki = prices of goods
kayayyakin abinci = foodstuffs ; farashin abinci = food prices ; farashin mai = oil price ; farashin man fetur = fuel price ; litar = litre ; lita = litre
gidajen mai = filling stations ; gidan mai = filling station ; layin mai = fuel queue ; karancin mai = fuel scarcity ; karanci = scarcity ; karancin = shortage of
ribar = interest ; hada hadar kudi = financial transactions
tattalin arzikin kasa = national economy ; bunkasar tattalin arziki = economic growth ; koma baya = recession ; koma bayan tattalin arziki = recession
durkushewar = collapse ; hauhawar farashin = inflation ; hauhawar = rise ; raguwar = decline ; faduwar = fall ; faduwar darajar naira = naira devaluation
kudin kasashen waje = foreign currency ; musayar kudaden waje = foreign exchange
masana tattalin arziki = economists ; masanin tattalin arziki = economist ; kasafin kudin shekara = annual budget ; kasafin kudin bana = this year's budget
bashin = debt ; basussukan = debts ; ciwo bashi = borrowed ; karbo bashi = borrowed ; rance = loan ; ranca = borrowed ; bankin duniya = World Bank
asusun lamuni na duniya = IMF ; imf = IMF ; kasuwannin = markets ; yan kasuwar = traders ; masu saye = buyers
noman = farming ; taki = fertiliser ; takin zamani = fertiliser ; iri = seeds ; girbi = harvest ; amfanin gonar = crops ; hatsi = grain
manoman = farmers ; makiyayan = herders ; wutar = electricity ; lantarkin = electricity ; dauke wuta = power outage ; man dizal = diesel ; kalanzir = kerosene
iskar gas din = gas ; matatar mai = refinery ; matatun mai = refineries ; matatar man dangote = Dangote refinery ; bututun mai = pipeline
# society, education, health
ma aikatan jinya = nurses ; maaikatan jinya = nurses ; ungozoma = midwives ; likitocin = doctors ; likitan = doctor ; likitoci masu neman kwarewa = resident doctors
cibiyar lafiya = health centre ; cibiyoyin lafiya = health centres ; asibitin koyarwa = teaching hospital ; magungunan = drugs
allura = injection ; alluran = injections ; alluran rigakafi = vaccines ; allurar = injection ; riga kafi = vaccination ; rigakafin = vaccine
cutar kanjamau = HIV ; cutar shan inna = polio ; cutar kyanda = measles ; kyanda = measles ; sankarau = meningitis ; cutar sankarau = meningitis
cutar daji = cancer ; ciwon daji = cancer ; zazzabin lassa = Lassa fever ; lassa = Lassa ; cutar ebola = Ebola ; ebola = Ebola ; mpox = mpox
kamuwa = infection ; kamuwa da cutar = infection ; wadanda suka kamu = infected people ; sun kamu = infected ; yaduwar = spread ; barkewar = outbreak
barke = broke out ; barkewa = outbreak ; karancin abinci = food shortage ; rashin abinci mai gina jiki = malnutrition
daliban = students ; dalibin = student ; dalibar = student ; daliba = student ; yan makaranta = pupils ; makarantun = schools
makarantar firamare = primary school ; firamare = primary ; sakandare = secondary ; makarantar sakandare = secondary school ; jamioi = universities
jami o i = universities ; malaman jamia = lecturers ; asuu = ASUU ; kudin makaranta = school fees ; jarrabawar = examination ; waec = WAEC ; jamb = JAMB
yaran = children ; yaran da ba sa zuwa makaranta = out-of-school children ; matan = women ; maza da mata = men and women
# sport
kwallaye = goals ; kwallon = ball ; ci kwallo = scored a goal ; zura kwallo = scored ; jefa kwallo = scored ; wasan = match ; buga = played ; buga wasa = played
kulob = club ; kulob din = club ; kungiyar kwallon kafa = football club ; super eagles = Super Eagles ; gasar firimiya = Premier League ; firimiya = Premier League
gasar cin kofin duniya = World Cup ; gasar cin kofin afirka = Africa Cup of Nations ; kofin = cup ; kociya = coach ; mai horaswa = coach ; koci = coach
zakara = champion ; zakarun = champions ; gasar zakarun turai = Champions League ; dan wasan gaba = striker ; golan = goalkeeper ; gola = goalkeeper
# time
juma a = Friday
ranar litinin = on Monday ; ranar talata = on Tuesday ; ranar laraba = on Wednesday ; ranar alhamis = on Thursday ; ranar juma a = on Friday
ranar jumaa = on Friday ; ranar asabar = on Saturday ; ranar lahadi = on Sunday ; makon da ya gabata = last week
makon jiya = last week ; makon gobe = next week ; watan da ya gabata = last month ; wata mai zuwa = next month ; shekarar da ta gabata = last year
shekara mai zuwa = next year ; shekarar bana = this year ; kwanakin = days
awa = hours ; awanni = hours ; saoi = hours ; sa o i = hours ; minti = minutes ; mintuna = minutes
da yamma = in the evening ; da daddare = at night ; cikin dare = at night
da ya gabata = past ; mai zuwa = next ; masu zuwa = coming
# weather, land
ruwan sama kamar da bakin kwarya = heavy rain ; guguwa = storm
kwari = valley ; tafkin = lake ; madatsar ruwa = dam
# common verbs
fama = suffering ; fama da = suffering from ; yi fama da = suffered from ; sha = drank ; sha wahala = suffered ; wahalar = hardship
kwantar = calmed ; kwantar da hankalinsu = remain calm ; hankalinsu = their attention
gyaran = repair ; gyara hanyoyi = repair roads ; gina hanyoyi = build roads ; aikin gina = construction ; gine gine = buildings ; ginin = building
yi amfani = used ; samar da ayyukan yi = create jobs ; ayyukan yi = jobs ; dauki mataki = took action
dauki matakai = took measures ; tsare tsare = plans ; tsare tsaren = plans ; shirye shirye = preparations ; a shirye = ready
cika = fulfilled ; cikar = anniversary ; cika shekaru = turned ; tarba = welcomed ; tarbi = welcomed ; karrama = honoured ; karramawa = award
mutuwarsa = his death ; rasuwa = death ; rasuwar = death of ; binne = buried ; jana izar = funeral ; yi jana iza = funeral prayers
dawo gida = returned home ; yi tattaki = marched ; tattaki = march
yi tafiya = travelled ; yi balaguro = travelled ; balaguro = trip ; kai ziyara = visited ; ziyarar aiki = working visit
karuwar = increase ; ninka = doubled ; rubanya = doubled ; kai wa = reached ; kai ga = reached
# people words
yan = ; ba tare = without
al ummar = community ; jama ar = people ; mazauna garin = residents ; mazauna yankin = residents ; shaidun gani da ido = eyewitnesses
gani da ido = eyewitness ; wani ganau = an eyewitness ; ganau = eyewitness ; yan uwan = relatives ; iyalan = families ; iyayen = parents ; mahaifinsa = his father
mahaifiyarsa = his mother ; matarsa = his wife ; mijinta = her husband ; yaransa = his children ; diyarsa = his daughter ; dansa = his son

# added by hand: across, general
a fadin = across ; a fadin kasar = across the country ; gama gari = general ; gamagari = general ; yajin aikin gama gari = general strike

# added by hand (session 'lexicon'), second list: words of any report, governance, security, the economy and daily life, health, religion, verbs
# common words of any report
tattaunawa da = talks with ; hira = interview ; hirar = interview ; yi hira = interviewed ; manema labarai = reporters ; taron manema labarai = press conference
wakilinmu = our correspondent ; wakiliyarmu = our correspondent ; majiyar = source ; majiyoyin = sources ; a hukumance = officially ; hukumance = officially
bidiyon = video ; hoton = picture ; hotunan = pictures ; shafinsa = his page ; shafinta = her page ; twitter = Twitter ; facebook = Facebook ; kafar twitter = Twitter
mutanen = people ; mutanen da = people who ; dubunnan = thousands ; dubbai = thousands ; daruruwa = hundreds ; miliyoyi = millions ; ninki = times ; ninkin = times
kason = share ; guda daya = one ; guda biyu = two
matsalolin = problems ; kalubalantar = challenge
tsoffin = former
mai muhimmanci = important ; na musamman = special ; musamman ma = particularly
# governance
gwamnatin jihar = state government ; gwamnatin najeriya = Nigerian government ; gwamnatin kasar = government ; mahukuntan = authorities ; hukumomin tsaro = security agencies
hukumar yan sanda = police ; hukumar kwastam = customs ; hukumar shige da fice = immigration ; shige da fice = immigration ; hukumar ncdc = NCDC ; hukumar efcc = EFCC
hukumar kididdiga = National Bureau of Statistics ; hukumar kididdiga ta kasa = National Bureau of Statistics ; nbs = NBS ; cbn = CBN ; nnpc = NNPC ; nnpcl = NNPC
kamfanin mai = oil company ; kamfanin mai na kasa = NNPC ; majalisar zartarwa ta tarayya = Federal Executive Council ; fec = FEC ; sakataren gwamnatin tarayya = Secretary to the Government of the Federation
ministan kudi = finance minister ; ministan tsaro = defence minister ; ministan harkokin waje = foreign minister ; ministan ilimi = education minister ; ministan yada labarai = information minister
ministan shariya = justice minister ; ministan wutar lantarki = power minister ; ministan noma = agriculture minister ; ministan ayyuka = works minister ; ministan babban birnin tarayya = FCT minister
babban hafsan sojin kasa = Chief of Army Staff ; hafsan = chief ; hafsoshi = service chiefs ; hafsoshin tsaro = service chiefs ; babban sufeton yan sanda = Inspector General of Police ; sufeto = inspector
kwamishinan yan sanda = police commissioner ; kakakin yan sanda = police spokesman ; kakakin rundunar = spokesman of the command ; kakakin gwamnati = government spokesman
zababben = elected ; zababbe = elected ; zababbun = elected ; zababben shugaban kasa = president-elect ; zababben gwamna = governor-elect
rantsar da shi = sworn in ; bikin rantsuwa = swearing-in ceremony ; kama aiki = assumed office ; sauka daga mulki = left office ; mika mulki = handover
# security
yan ta adda = terrorists ; yan bindigar = gunmen ; yan fashin dajin = bandits ; dajin = forest ; sambisa = Sambisa
kauyukan = villages ; ruga = settlement ; sansanin sojoji = military base ; sansanin yan gudun hijira = IDP camp ; barikin = barracks ; bariki = barracks
mutuwar mutane = deaths ; mutane da dama = many people ; da dama = several ; fararen hula = civilians ; farar hula = civilian ; masu ibada = worshippers
jirgin yaki = fighter jet ; jiragen yaki = fighter jets ; harin sama = air strike ; hare hare = attacks ; harehare = attacks ; hare haren = attacks ; kai hare hare = attacks
sun kashe = killed ; aka kashe = were killed ; aka sace = were kidnapped ; aka kama = were arrested ; aka yanke = was sentenced ; aka gano = was found ; gano = discovered ; gano gawar = found the body
bincike ya nuna = investigation showed ; binciken da aka gudanar = the investigation conducted ; an gano = it was found ; ana zargi = suspected ; ana zargin = alleged
# economy and daily life
matsin tattalin arziki = economic hardship ; matsin rayuwa = hardship ; tsadar kayayyaki = high prices ; tsadar abinci = high food prices ; tsadar man fetur = high fuel prices
kudin mota = transport fare ; sufuri = transport ; harkar sufuri = transport ; harkokin sufuri = transport ; kudin sufuri = transport fare ; jirgin kasan = train
dalar amurka = US dollars ; fam = pounds ; yuro = euros ; cfa = CFA
albarkatun kasa = natural resources ; albarkatu = resources ; maadanai = minerals ; hakar maadinai = mining ; hako = extract ; hakar = mining ; man fetur din = petrol
masu sayar da = sellers of ; masu saye da sayarwa = traders ; shaguna = shops ; shago = shop ; shagon = shop ; kantin = store ; kanti = store
# health
annobar korona = COVID-19 pandemic ; korona bairus = coronavirus ; cutar covid = COVID-19 ; covid = COVID ; kwayar cutar = virus ; gwajin cutar = testing ; an yi gwaji = tested
masu dauke da cutar = infected people ; dauke da = carrying ; kamuwa da cuta = infection ; ciwon zuciya = heart disease ; ciwon hanta = hepatitis ; hawan jini = hypertension ; ciwon koda = kidney disease
mata masu juna biyu = pregnant women ; mace mace mata masu juna biyu = maternal deaths ; mutuwar jarirai = infant deaths ; tsabtar muhalli = sanitation ; tsafta = hygiene
# religion and society
kiristanci = Christianity ; cocin = church ; cocina = churches ; limamin = imam of ; babban limami = chief imam ; fafaroma = Pope ; paparoma = Pope ; shehin malami = cleric
hajji = hajj ; aikin hajji = hajj ; alhazai = pilgrims ; alhazan = pilgrims ; mahajjata = pilgrims ; umara = umrah ; ramadan = Ramadan ; watan azumi = Ramadan ; sallar idi = Eid prayer ; babbar sallah = Eid al-Adha ; karamar sallah = Eid al-Fitr
# verbs
karbi bakuncin = hosted ; bakunci = hosting ; bakuncin = hosting ; mika taaziyya = condoled ; taaziyya = condolence ; ta aziyya = condolence
yi taaziyya = condoled ; yi jimami = mourned ; jimami = mourning ; yi alhini = mourned ; alhini = grief ; kaduwa = shock ; girgiza = shocked
jinjina wa = praised ; nuna goyon baya = supported ; nuna rashin amincewa = rejected ; nuna adawa = opposed ; yi adawa = opposed
zarga = accused ; tuhume = charged ; kai karar = sued ; kai rahoto = reported ; sanar da cewa = announced that ; bayyana cewa = said that ; jaddada cewa = stressed that

# added by hand (session 'lexicon'), third list: the world's news, sport and entertainment, land and weather, amounts, everyday verbs
# the world's news
firaminista = prime minister ; firayim minista = prime minister ; fira minista = prime minister ; firaministan = prime minister ; sarauniya = queen ; sarauniyar = queen ; yarima = prince ; gimbiya = princess
shugaban gwamnati = head of government ; shugabar = leader ; shugabar kasa = president ; sakataren harkokin waje = Secretary of State ; sakataren tsaro = defence secretary ; majalisar dokokin amurka = US Congress
fadar white house = White House ; fadar gwamnatin amurka = White House ; jamiyyar democrat = Democratic Party ; jamiyyar republican = Republican Party ; yan democrat = Democrats ; yan republican = Republicans
falasdinawa = Palestinians ; yahudawan = Jews ; isra ila = Israel ; iran = Iran ; iraniyawa = Iranians ; yan rasha = Russians ; yan ukraine = Ukrainians ; yukren = Ukraine ; ukraine = Ukraine
sinawa = Chinese ; yan china = Chinese ; amurkawa = Americans ; yan amurka = Americans ; turawan = Europeans ; indiyawa = Indians ; afirkawa = Africans ; yan afirka = Africans
yammacin afirka = West Africa ; gabashin afirka = East Africa ; arewacin afirka = North Africa ; kudancin afirka = southern Africa ; gabas ta tsakiya = Middle East ; yankin gabas ta tsakiya = Middle East ; sahel = Sahel ; yankin sahel = Sahel
yakin ukraine = war in Ukraine ; yakin gaza = war in Gaza ; tsagaita wuta = ceasefire ; yarjejeniyar tsagaita wuta = ceasefire agreement ; dakarun wanzar da zaman lafiya = peacekeepers ; wanzar da zaman lafiya = peacekeeping
yan gudun hijirar = refugees ; yan ci rani = migrants ; masu neman mafaka = asylum seekers ; mafaka = asylum ; bakin haure = migrants ; tekun bahar rum = Mediterranean Sea ; hamadar sahara = Sahara desert
# sport and entertainment
dan wasan kwallon kafa = footballer ; yan wasan kwallon kafa = footballers ; tawagar = team ; tawaga = team ; tawagar najeriya = Nigerian team ; kungiyar kwallon kafa ta najeriya = Nigerian national team
gasar olympics = Olympics ; wasannin olympics = Olympics ; lambar yabo = medal ; lambar zinare = gold medal ; zinare = gold ; gudun = running ; dan tsere = athlete ; yan tsere = athletes ; kambu = title ; kambun = title
dan dambe = boxer ; dambe = boxing ; kokawa = wrestling ; tennis = tennis ; kwallon kwando = basketball ; mawaka = musicians ; mawakan = musicians ; fina finai = films ; finafinan = films ; kannywood = Kannywood ; nollywood = Nollywood ; jarumar = actress ; jarumin = actor
# land and weather
ambaliyar = flood ; ambaliya ta = flooding ; guguwar = storm ; iska mai karfi = strong wind ; zafin rana = heat ; yanayin zafi = temperature ; canjin yanayi = climate change ; dumamar yanayi = global warming
zaizayar = erosion ; kwararowar hamada = desertification ; karancin ruwan sama = drought ; ruwan sha = drinking water ; tsaftataccen ruwan sha = clean drinking water ; madatsun ruwa = dams ; dam = dam
# numbers of things
kasa da haka = less than that ; adadin wadanda = the number of those ; adadin mutanen = the number of people ; jimillar kudin = total cost
kaso mafi tsoka = the largest share ; mafi yawan = most of ; mafi yawancin = most of ; kadan daga cikin = a few of ; daya daga cikin = one of ; wasu daga cikin = some of ; daga cikin = among ; a cikinsu = among them
# everyday verbs
fara aiki = began work ; kammalawa = completion ; kammalu = completed ; tsaya = stopped ; tsayawa = stop
tashinsa = his departure ; kauracewa = boycotted ; kaurace = boycotted ; kauce wa = avoided ; guje wa = avoided ; guji = fled ; gujewa = avoid ; kubuce = escaped ; tsallake = crossed
nada shi = appointed him ; nada ta = appointed her ; nadin sabon = appointment of a new ; sauke = removed ; sauke shi = removed him ; tube = deposed ; tube rawanin = dethroned ; sarautar = title
gano cewa = found that ; gano wani = discovered a ; tona asiri = exposed ; bankado = uncovered ; fallasa = exposed ; buya = hide ; yi batan dabo = disappeared ; bace = disappeared ; batan = missing
# added by hand (session 'multiling3'), from general knowledge of the language
din = ; ɗin = ; wato = namely ; watau = namely ; a cewar wasu = according to some
karu da = grew by ; ya karu da = grew by ; bunkasa da = grew by ; ragu da = fell by ; ya ragu da = fell by
zango na farko na = first quarter of ; zango na biyu na = second quarter of ; zango na uku na = third quarter of ; zango na hudu na = fourth quarter of
rubu i na farko = first quarter ; rubu i na uku = third quarter ; rubu i na hudu = fourth quarter ; rubui na farko = first quarter ; rubui na uku = third quarter ; rubui na hudu = fourth quarter
ga labari daga = news from ; ga sako daga = message from ; na ji ana cewa = I heard that ; naji ana cewa = I heard that ; na ji cewa = I heard that ; sun ce = they say ; an ce = it is said
sauya fasalin = redesigned ; sauya fasali = redesigned ; canza fasalin = redesigned ; sabunta = renewed
# added by hand (session "multiling6"): a voice note's "I want to tell you that" frames what it says
ina so in gaya muku cewa = ; ina so in gaya muku = ; ina son in gaya muku cewa = ; ina son gaya muku cewa = ; bari in gaya muku cewa =
`;
