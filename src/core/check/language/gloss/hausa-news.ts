/**
 * The general vocabulary of Hausa news reporting (session "xling"): saying and doing, government,
 * courts, police and security, prices and oil, farming, health, schools, sport, weather, family,
 * places and peoples, adjectives. Written by hand for this project from general knowledge of the
 * language (no data set was copied or derived from); MIT with the project. The lowest layer:
 * hausa-general.ts and hausa.ts win wherever they have the same word. Format: lexicon-lines.ts.
 */
export const HAUSA_NEWS = `
# saying, asking, promising
yi kira ga = called on
ja kunne = warned ; ja hankali = drew attention ; yi barazana = threatened
yi alkawarin = promised ; sha alwashi = vowed ; alwashi = vow ; lashi takobi = vowed ; yi roko = appealed
shawarci = advised
suka da = criticised ; caccaki = criticised
korafi = complaint ; korafe korafe = complaints ; nemi gafara = apologised ; ba da hakuri = apologised
yi godiya = thanked ; mika godiya = thanked ; yi maraba = welcomed ; maraba = welcome ; marabci = welcomed
yi murna = celebrated ; yi bikin = celebrated
isar da = delivered ; bullo da = introduced ; fito da = released
sadu da = met
amsa tambayoyi = answered questions
ya bayyana = said
gaya wa = told ; fada wa = told ; sanar wa = informed ; rubuta wasika = wrote a letter
yi zargin = alleged ; yi ikirarin = claimed ; ikirari = claim ; ikirarin = claim ; da'awa = claim ; musanta zargin = denied the allegation ; karyata rahoton = denied the report
tabbatar wa = assured ; bada tabbacin = assured ; yi fatan = hoped ; yi imani = believed
# doing, going, working
yi aiki = worked ; yi aiki tare = worked together ; hada kai = cooperate ; hadin kai da = cooperation with ; hade = merged ; rarraba = distributed
ba da agaji = gave relief ; aikin ceto = rescue operation
kai dauki = came to help ; kariya = protection ; tabbatar da tsaro = ensure security ; samar da tsaro = provide security
tura da = sent ; aike da = sent ; jibge = deployed ; girke = stationed ; janye = withdrew ; janyewa = withdrawal ; janye daga = withdrew from
shiga cikin = joined ; fice = left ; fice daga = left ; ficewa = exit ; koma jam'iyyar = defected to the party
kafa doka = made a law ; kafa kwamiti = set up a committee ; kafa gwamnati = formed a government ; kafu = established
magance = tackle
magance matsalar = solve the problem ; shawo kan matsalar = overcome the problem ; yakar = fight
takaitawa = restriction ; ba da izini = permitted ; izini = permission ; lasisi = licence
keta = violated ; keta doka = broke the law ; bin doka = obeying the law ; bi doka = obey the law
sake gina = rebuilt ; sake zaben = re-election ; sake duba = review ; duba yadda = checked how
shirya taro = organised a meeting ; kaddamar da aiki = commissioned a project ; bude taron = opened the meeting
zaman kotu = court session
# government and politics
tarayya = federal ; tarayyar najeriya = Federal Republic of Nigeria
mataimakin gwamna = deputy governor
dan majalisar wakilai = member of the House of Representatives
gidan gwamnati = government house ; fadar gwamnati = government house ; fadar shugaban kasa ta aso rock = Aso Rock ; aso rock = Aso Rock ; sakatariya = secretariat
inec = INEC
babban zabe = general election
zaben yan majalisa = legislative elections
katin zabensu = their voter cards
rajistar masu zabe = voter registration
dan takarar shugaban kasa = presidential candidate ; dan takarar gwamna = governorship candidate ; abokin takara = running mate
jam'iyyar labour = Labour Party ; jam'iyyar nnpp = NNPP
shugabancin jam'iyya = party leadership
mabiya = followers ; mabiyansa = his followers ; yakin neman zaben = campaign ; gangamin = rally ; gangami = rally ; taron gangami = rally ; zagaye na biyu = run-off
ci zabe = won the election ; faduwa zabe = losing the election
tashin hankalin zabe = electoral violence ; masu sa ido = observers ; masu sa ido a zabe = election observers ; sa ido = monitoring
gwamnati mai ci = the incumbent government ; mai ci = incumbent ; mai barin gado = outgoing ; tsohon gwamna = former governor
ma'aikatu = ministries ; ma'aikatar ilimi = ministry of education ; ma'aikatar noma = ministry of agriculture
ma'aikatar shari'a = ministry of justice ; ma'aikatar yada labarai = ministry of information ; ma'aikatar harkokin waje = foreign ministry ; ma'aikatar cikin gida = interior ministry
ma'aikatan gwamnati = civil servants ; ma'aikacin gwamnati = civil servant
kasashen duniya = world countries
jihohin arewa = northern states ; jihohin kudu = southern states
babban birni = capital ; babban birnin = capital ; hedkwata = headquarters ; hedikwatar = headquarters ; shalkwata = headquarters ; shalkwatar = headquarters
sarakunan gargajiya = traditional rulers ; basarake = traditional ruler ; masarauta = emirate ; masarautar = emirate ; hakimi = district head ; dagaci = village head ; mai unguwa = ward head
tarayyar afirka = African Union
hukumar lafiya ta duniya = World Health Organization
babban bankin = central bank ; icpc = ICPC ; ndlea = NDLEA
hukumar tsaro ta farin kaya = DSS ; hukumar civil defence = Civil Defence ; jami'an civil defence = civil defence officers
hukumar gudanarwa = board ; shugaban hukumar = chairman of the commission ; mambobi = members ; mamba = member
membobi = members ; yan kungiyar = members of the group ; kungiyoyin fararen hula = civil society groups ; kungiyar kare hakkin dan adam = human rights group
# courts, law and corruption
kotun tarayya = Federal High Court ; babbar kotun tarayya = Federal High Court ; babbar kotu = High Court ; kotun majistare = magistrate court
kotun shari'a = Sharia court ; kotun musulunci = Sharia court ; alkalin kotun = the judge ; mai shari'a = justice ; alkaliya = judge
kararraki = lawsuits ; shigar da karar = filed the suit ; mai kara = plaintiff ; wanda ake kara = defendant ; wadanda ake kara = defendants
daukaka karar = appealed ; yanke masa hukunci = sentenced him ; yanke hukuncin = delivered judgment ; hukuncin daurin = jail sentence
daurin shekaru = years in prison ; bayar da beli = granted bail ; ba da belinsa = granted him bail
gaban kotu = before the court ; a gaban kotu = in court
sallama = discharged ; saurari = heard ; sauraren = hearing ; dage shari'ar = adjourned the case ; dage zaman = adjourned the sitting
lauyan gwamnati = prosecutor ; lauyoyin gwamnati = prosecution ; lauyan wanda ake kara = defence lawyer ; shaida a kotu = testified ; ba da shaida = testified
kundin laifuka = penal code ; aikata laifi = committed a crime ; aikata laifin = committed the offence ; masu aikata laifi = criminals
kama shi = arrested him ; cafke su = arrested them
tsare shi = detained him ; a tsare = in custody ; hannun yan sanda = police custody ; gidan gyaran hali = correctional centre ; gidajen gyaran hali = correctional centres
fursuna = prisoner ; kubuta daga = escaped from ; fasa gidan yari = jailbreak ; satar kudi = embezzlement ; sace kudi = stole money ; karkatar da kudi = diverted funds
wawure = looted ; wawure kudi = looted funds ; kwato kudi = recovered funds ; kadarori = assets ; kadarorin = assets ; kadara = property ; kwace kadarori = seized assets
badakala = scandal ; badakalar = scandal ; yan damfara = fraudsters ; yan yahoo = internet fraudsters ; zambar intanet = internet fraud
karbar cin hanci = taking bribes ; cin hancin = bribery ; rashin gaskiya = dishonesty
# police, soldiers, violence
jami'an yan sanda = police officers ; ofishin yan sanda = police station ; caji ofis = police station ; sojojin najeriya = Nigerian troops
dakarun soji = troops ; soji = military ; sojan ruwa = navy ; sojojin sama = air force ; sojin sama = air force
hafsan soja = military officer ; jami'in soja = military officer ; kwamandan = commander ; kwamanda = commander ; janar = general ; kanal = colonel ; manjo = major ; kyaftin = captain
yan bindigan = gunmen ; ipob = IPOB
yan awaren = separatists ; yan aware = separatists ; yan hisbah = Hisbah officers ; amotekun = Amotekun
kai harin = attack
barayin shanu = cattle rustlers ; satar shanu = cattle rustling ; harsashi = bullet ; harsasai = bullets ; kwanton bauna = ambush ; nakiya = explosive ; nakiyoyi = explosives
gawawwaki = bodies ; wanda abin ya shafa = victim
asarar rayuka = loss of lives ; asarar dukiya = loss of property ; dukiya = property ; dukiyoyi = property
kone kone = burning ; kona = burned ; banka wuta = set on fire ; cinna wuta = set fire ; sun kona = burned ; lalata dukiya = destroyed property ; tarzoma = riot ; boren = riot ; bore = revolt
halin tsaro = security situation ; tabarbarewar tsaro = worsening insecurity ; jami'an tsaron = security personnel ; tsaurara tsaro = tightened security
sanya dokar hana fita = imposed a curfew ; shingen = checkpoint ; shinge = checkpoint ; sintiri = patrol ; yi sintiri = patrolled ; leken asiri = intelligence ; yan leken asiri = spies
# money, prices, oil, work
farashin kayan abinci = food prices
kayan masarufi = consumer goods ; tashin farashi = price increase ; saukar farashi = price fall
fetur = petrol ; man = oil ; danyen man fetur = crude oil ; gas = gas ; dizal = diesel ; kananzir = kerosene
karancin man fetur = fuel scarcity
matatar man fetur = oil refinery ; rijiyar mai = oil well ; rijiyoyin mai = oil wells ; satar danyen mai = crude oil theft
nairori = naira ; daloli = dollars ; tsabar kudi = cash ; sabbin kudi = new notes
basuka = debts ; ciyo bashin = borrowed
albashin ma'aikata = workers' salaries ; karin albashi = pay rise
yan fansho = pensioners ; kudin fansho = pension ; ma'aikatan banki = bank workers ; kasuwar hannayen jari = stock market ; jari = capital
shigo da = imported ; kayayyakin da ake shigowa da su = imports ; iyakokin kasa = borders ; rufe iyakoki = closed the borders
kamfanin jirgin sama = airline ; kamfanin sadarwa = telecoms company ; layin waya = phone line ; sim = SIM
marasa aiki = unemployed ; samun aikin yi = getting jobs ; matsanancin talauci = extreme poverty ; tsananin talauci = extreme poverty
dillalai = dealers ; dillali = dealer ; sayayya = purchase ; cinikayya = trade ; hada hadar kasuwanci = trade
# farming, food, land
noman rani = dry-season farming ; damina = rainy season ; rani = dry season
irin shuka = seeds ; filaye = land ; filin noma = farmland
kiwon dabbobi = livestock farming ; kiwon kaji = poultry farming ; kaji = chickens ; raguna = rams ; rago = ram ; saniya = cow
kifaye = fish ; tumatir = tomatoes ; albasa = onions ; doya = yam ; rogo = cassava ; gyada = groundnuts ; auduga = cotton ; ridi = sesame ; waken soya = soybeans
koko = cocoa ; buhu = bag ; buhun = bag ; buhuna = bags ; buhunan = bags ; buhun shinkafa = bag of rice ; mai na girki = cooking oil
wadatar abinci = food security ; samar da abinci = food production
burtali = grazing route ; wuraren kiwo = grazing reserves ; dazuzzuka = forests
# health
cutar kwalara = cholera ; amai da gudawa = cholera
cizon sauro = malaria ; maleriya = malaria ; sauro = mosquitoes ; gidan sauro = mosquito net
babban asibiti = general hospital ; asibitin kwararru = specialist hospital ; cibiyar kiwon lafiya = health centre
kwantar da = admitted ; kwance a asibiti = hospitalised ; murmure = recovered
mutuwa sakamakon = died of ; sun kamu da = contracted ; yaduwar cutar = spread of the disease ; dakile = curb ; dakile yaduwar = curb the spread
shan miyagun kwayoyi = drug abuse ; tabar wiwi = cannabis ; wiwi = cannabis ; kantin magani = pharmacy ; magungunan jabu = fake drugs ; jabu = fake
mata masu ciki = pregnant women ; yara kanana = young children ; rashin abinci = lack of food
# schools
makarantun gwamnati = public schools ; makarantun kudi = private schools ; daliban makaranta = schoolchildren ; malaman makaranta = teachers
yan boko = educated people ; boko = Western education ; ilimin boko = Western education ; islamiyya = Islamic school ; makarantar islamiyya = Islamic school ; tsangaya = Quranic school ; almajiri = almajiri
guraben karatu = scholarships ; tallafin karatu = scholarship ; kammala karatu = graduated ; wadanda suka kammala = graduates ; digiri = degree ; shaidar kammala karatu = certificate ; takardar shaida = certificate
jarrabawar kammala sakandare = school-leaving examination ; rubuta jarrabawa = sat the examination ; ci jarrabawa = passed the examination ; fadi jarrabawa = failed the examination
ajujuwa = classrooms ; aji = class ; dakin karatu = library ; yajin aikin malaman jami'a = ASUU strike ; malaman jami'o'i = lecturers
# sport
yan wasan = players ; dan wasan = player
lashe kofi = won the cup ; lashe gasar = won the tournament ; kofi = cup ; filin wasa = stadium ; filin wasan = stadium ; raga = net
wasan karshe = final ; wasan kusa da na karshe = semi-final ; zagaye = round ; zagayen = round ; maki = points ; teburin gasar = league table ; teburi = table ; rashin nasara = defeat ; canjaras = draw
yi canjaras = drew ; tashi canjaras = drew ; mai tsaron gida = goalkeeper ; mai tsaron raga = goalkeeper ; kyaftin din = captain
kungiyar kwallon kafa ta = football club ; fifa = FIFA ; caf = CAF ; gasar cin kofin nahiyar afirka = Africa Cup of Nations ; afcon = AFCON ; premier league = Premier League ; laliga = La Liga
# weather and disasters
hunturu = harmattan ; hazo = haze ; ruwan saman = rain ; ruwan sama mai karfi = heavy rain
ambaliyar ruwan = flooding ; ambaliyar ruwa ta = floods ; mamaye gidaje = submerged houses ; gidajen da suka rushe = collapsed houses ; rushewar gini = building collapse
kifewar jirgin ruwa = boat capsize ; jirgin ruwa = boat ; kwale kwale = canoe ; hadarin jirgin ruwa = boat accident ; hadarin jirgin sama = plane crash
tashin gobara = fire outbreak ; yan kwana kwana = firefighters ; hukumar kashe gobara = fire service ; hukumar bada agajin gaggawa = emergency management agency ; agajin gaggawa = emergency relief
# family and social life
auren wuri = child marriage ; kani = younger brother
jika = grandchild ; miji = husband
bikin aure = wedding ; makwabci = neighbour ; abota = friendship ; dimbin jama'a = crowds
# time
sa'a = hour ; shekaranjiya = the day before yesterday
rana tsaka = midday ; marece = evening ; karshen mako = weekend ; karshen shekara = end of the year ; farkon shekara = start of the year
shekaru da dama = many years ; kwanan nan = recently
# places and peoples
dan najeriya = Nigerian ; jamhuriyar nijar = Republic of Niger
ghana = Ghana ; jamhuriyar benin = Republic of Benin ; mali = Mali ; sudan = Sudan
kenya = Kenya ; kasar amurka = the United States
china = China ; saudi arabiya = Saudi Arabia
asiya = Asia ; nahiyar afirka = Africa ; nahiya = continent ; abuja = Abuja ; kano = Kano ; katsina = Katsina ; zamfara = Zamfara
sokoto = Sokoto ; borno = Borno ; maiduguri = Maiduguri ; yobe = Yobe ; adamawa = Adamawa ; bauchi = Bauchi ; gombe = Gombe ; jigawa = Jigawa ; kebbi = Kebbi ; jihar neja = Niger State
jihar filato = Plateau State ; jihar binuwai = Benue State ; kwara = Kwara ; taraba = Taraba ; jihar ribas = Rivers State
ribers = Rivers ; enugu = Enugu ; anambara = Anambra ; imo = Imo ; ebonyi = Ebonyi ; delta = Delta ; edo = Edo ; ondo = Ondo ; oyo = Oyo ; ogun = Ogun ; osun = Osun ; ekiti = Ekiti
akwa ibom = Akwa Ibom ; bayelsa = Bayelsa ; yankin neja delta = Niger Delta ; neja delta = Niger Delta ; bafulatani = Fulani man ; inyamuri = Igbo man
bahaushe = Hausa man ; turawan yamma = Westerners
# describing
sababbin = new
karamar = small ; muhimman = important ; mai karfi = strong
doguwar = long
mai tsanani = severe ; mai yawa = many ; masu yawa = many ; gagarumin = massive ; gagarumar = massive
na kasa = national ; ta kasa = national ; na duniya = international
na gida = local ; cikin gida = domestic ; na waje = foreign ; na zamani = modern ; na gaggawa = emergency
# found missing while glossing hand-written test sentences
bulla = broke out ; bullar = outbreak ; barke da = broke out ; ya faru = happened ; abin ya faru = it happened ; lamarin ya faru = the incident happened
da yammacin = in the evening of ; yammacin ranar = evening of ; da safiyar = on the morning of
da daren = on the night of ; daren ranar = night of ; watan gobe = next month ; yi kokari = tried
zura kwallaye = scored goals ; zura = scored ; jefa kwallaye = scored goals ; ci kwallaye = scored goals ; fi = more than
# words the older lists reach only through a wrong stem (takaita is not taki + ta, awaki not awa + ki)
takaita = restricted ; babur = motorcycle ; shuka = planted ; awaki = goats ; kanwa = younger sister ; yayansa = his children ; kaduna = Kaduna ; nasarawa = Nasarawa ; gudawa = diarrhoea ; aikata = committed ; satar mutane = kidnapping
# second list: situations, orders and outcomes, titles, contracts and transport, faith, sport, manner and time words
mawuyacin hali = difficult situation ; cikin mawuyacin hali = in a difficult situation ; halin kunci = hardship ; karkara = rural areas ; yankunan karkara = rural areas
ya fitar = issued ; ta fitar = issued ; suka fitar = issued ; ya fitar da = released ; ta fitar da = released ; suka fitar da = released ; faruwar lamarin = the incident ; kai hare-hare = carried out attacks ; luguden wuta = bombardment ; kai samame = raided ; samame = raid
sasanta = reconciled ; sasantawa = mediation ; shiga tsakani = mediated ; mai shiga tsakani = mediator ; ba da umarni = ordered ; bayar da umarni = ordered ; umurci = ordered ; umarta = ordered
kwamitin bincike = investigation panel ; yi watsi da = rejected ; watsi = rejection ; yi fatali da = rejected ; fitattun = prominent ; fitaccen = prominent ; shahararriya = famous ; jigo = chieftain
jigon jam'iyyar = party chieftain ; jiga-jigan = chieftains ; jiga-jigai = stalwarts ; magajin gari = mayor ; sarkin musulmi = Sultan ; mai martaba = His Royal Highness ; mai girma = His Excellency ; hadimi = aide ; hadiman = aides
mai taimaka wa = aide to ; mai taimakawa = aide ; ragi = discount ; tsuke bakin aljihu = austerity
karyewar darajar = depreciation ; 'yan canji = currency dealers ; masu hannu da shuni = wealthy people ; attajiri = rich man ; hamshakin attajiri = billionaire
kwangila = contract ; dan kwangila = contractor ; 'yan kwangila = contractors ; bayar da kwangila = awarded a contract ; aikin hanya = road project ; babbar hanya = highway ; babbar hanyar = highway ; layin dogo = railway
tashar mota = motor park ; tashar jiragen ruwa = seaport ; direba = driver ; direbobi = drivers ; 'yan acaba = motorcycle taxi riders
adaidaita sahu = tricycle ; masu fama da = people suffering from ; kwararru = experts ; kwararren likita = specialist doctor ; tiyata = surgery ; yi tiyata = operated ; sakamakon gwaji = test results
shugaban jami'a = vice-chancellor ; farfesa = professor ; malamin addini = cleric ; shugabannin addini = religious leaders ; wa'azi = sermon ; yi wa'azi = preached ; yi addu'a = prayed
littafi mai tsarki = Bible ; cocin katolika = Catholic church ; katolika = Catholic ; bugun fanareti = penalty ; fanareti = penalty ; jan kati = red card ; mai tsaron baya = defender
dan wasan tsakiya = midfielder ; kwantiragi = contract ; kwantiragin = contract ; ruwan sama mai yawa = heavy rain ; cikakken = full ; cikakkiyar = full ; kwatankwacin = equivalent
a kalla = at least ; kusan dukkan = almost all ; galibi = mostly ; galibin = most of ; akasari = mostly ; akasarin = most of
ba zato ba tsammani = unexpectedly ; a bainar jama'a = publicly ; a farkon wannan shekarar = early this year ; a karshen watan = at the end of the month
tsawon shekaru = for years ; a wasu lokuta = sometimes ; ya zuwa yanzu = so far ; tun farko = from the start
daga bisani = later ; kara wa'adin = extended the deadline ; karbe iko = took control
yi hijira = migrated ; hijira = migration ; komawa gida = returning home ; dawo da = restored ; maido da = restored ; sakin fursunoni = release of prisoners
afuwa = pardon ; yi afuwa = pardoned ; cimma yarjejeniya = reached an agreement ; cimma matsaya = reached a decision ; matsaya = position ; matsayar = position ; matsayi = rank ; a matsayin = as
bayyana damuwa = expressed concern ; rincabe = worsened ; lafa = subsided ; dawo da zaman lafiya = restored peace ; fuskanci = faced ; fuskantar = facing
jefa cikin = plunged into ; cikin hadari = in danger ; kudin wutar lantarki = electricity tariff ; karin kudin wutar lantarki = electricity tariff increase ; karin kudin mai = fuel price increase
`;
