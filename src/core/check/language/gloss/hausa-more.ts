/**
 * More of the general vocabulary of Hausa news (session "xling2"): verbs in their aspect and
 * verbal-noun forms, pronoun forms, the nouns of daily news (family, body, health, transport,
 * trade, farming, schooling, faith, law, the military, sport, weather, time), describing words,
 * places as Hausa spells them. Written by hand for this project from general knowledge of the
 * language (no data set was copied or derived from); MIT with the project. The lowest layer:
 * hausa-news.ts, hausa-general.ts and hausa.ts win wherever they have the same word. Format:
 * lexicon-lines.ts.
 */
export const HAUSA_MORE = `
# pronouns: object, indirect object, independent and possessive forms
mini = me ; min = me ; mani = me ; miki = you ; muku = you
ni kaina = myself ; kaina = myself ; kanmu = ourselves ; kanku = yourselves ; kanka = yourself ; junansu = each other ; juna = each other
tawa = mine ; kowannensu = each of them ; kowannen = each ; dayansu = one of them ; daya daga cikinsu = one of them
ita kanta = herself ; shi kansa = himself ; su kansu = themselves ; mu kanmu = ourselves
# aspect forms the older lists lack (a negation's closing "ba" is dropped before glossing)
kika = ; nakan = ; mukan = ; kakan = ; kikan =
ba na = not ; ba ka = not ; ba ki = not ; ba ya = not ; ba ma = not ; ba sa = not ; ba ku = not ; basu = not ; baka = not
ba za ta = will not ; ba za mu = will not ; ba zan = will not
zasu iya = can ; za su iya = can ; zai iya = can ; za ta iya = can ; za a iya = can be ; iya yin = can do ; ba zai iya = cannot ; ba za su iya = cannot
ya iya = could ; sun iya = could ; ya kamata a = should be ; ya kamata su = they should ; kamata ya yi = should have
ya zama dole = it became necessary ; zama dole = necessary ; dole ne = must ; dole ne a = must be
# verbs: going, coming, staying
je wa = went to ; je ga = went to ; zo da = brought ; isa ga = reached ; iso da = delivered
dawo da shi = brought him back ; komo = came back ; komawar = return ; shigar = entry ; shigar da = filed ; fitar = release
tashi daga = left from ; sauka a = landed in ; saukar = landing ; sauko = came down ; hau = climbed ; hawa = climbing ; haye = crossed
wucewa = passing ; zagaya = toured ; zagayawa = touring ; yawo = walk ; tattake = trampled ; bi ta = went through
zaunar = settled ; zaunawa = sitting ; tare = together ; tara = gathered ; taru = gathered ; taruwa = gathering
# verbs: giving, taking, having
bayar wa = gave to ; bai wa = gave to ; ba wa = gave to ; baiwa = gave to
dauko = brought ; daukar = taking ; karbo = collected ; samo = obtained ; samu damar = got the chance
mallaki = owned ; kwashe = took away ; kwashi = carried off ; debo = fetched ; tara kudi = raised money
rike da = holding ; rikewa = holding ; kiyaye doka = obeyed the law ; rasa aiki = lost jobs ; rasa ranta = lost her life ; rasa rayukan = lost the lives
# verbs: saying and thinking
yi magana da = spoke with ; ce wa = told ; ce masa = told him ; ce musu = told them ; fada masa = told him ; fada musu = told them
yi karin bayani = explained further ; karin bayani = further details ; bayar da bayani = gave details
yi hasashen = predicted ; hasashe = forecast ; hasashen = forecast ; kiyasta = estimated ; kiyasi = estimate
yi imanin = believe ; yi tunanin = thought ; yi mamaki = was surprised ; abin mamaki = surprising ; yi kuka = cried
roka = begged ; nema daga = asked from ; tambaye = asked ; tambayar = question ; yi tambaya = asked ; yi korafi = complained
yabawa = praise ; kushe = criticised ; la'anta = condemned ; yi tir da = condemned
dau alkawari = promised ; lamunce = guaranteed ; tabbatarwa = confirmation ; tabbatar wa da = assured
bayar da shawara = advised ; ba da shawara = advised ; gargade = warned ; faɗakar = alerted ; fadakar da = alerted ; fadakarwa = awareness
kira da = called for ; yi kiran = called for ; nemi a = demanded that ; bukaci a = demanded that ; yi barazanar = threatened
yarje = agreed ; yarda da = agreed with ; amince a = agreed that ; ki yarda = refused ; ki amince = refused ; kin yarda = refusal ; hana shi = prevented him
# verbs: doing and making
aikatawa = committing ; yi kokarin = tried to ; yunkura = attempted ; jarraba = tried ; gwada = tested ; gwadawa = testing
shirya wa = prepared for ; shiryawa = preparing ; tsarawa = planning ; gudanarwa = management ; gudanar wa = conducted ; jagorantar = leading
samar wa = provided for ; samarwa = provision ; ginawa = building ; gyarawa = repairing ; gyare = repaired ; farfado = revived ; farfado da = revived ; farfadowa = recovery
kirkiro = created ; kirkira = invented ; kirkirar = creation ; kera = manufactured ; kerawa = manufacturing ; sarrafawa = processing
rarrabawa = distribution ; raba wa = distributed to ; rabar da = distributed ; rabawa = sharing
kashewa = spending ; biyan kudi = payment ; biya bashi = repaid debt ; karbi bashi = borrowed ; ranta = lent
tara haraji = collected taxes ; karba haraji = collected tax ; sayen = buying ; saye = purchase ; sayarwa = selling ; sayar wa = sold to ; siya = bought ; siyan = buying ; siyar = sold
# verbs: change, rising, falling
kara yawa = increased ; kara kaimi = intensified ; ragewar = reduction
tashi sama = rose ; yi kasa = fell ; saukar da = lowered ; saukaka = eased ; saukakawa = relief
inganta rayuwar = improve the lives ; ingantuwa = improvement ; bunkasuwa = growth ; habbaka = boosted ; ci gaban = development
canjawa = changing ; canji = change ; canjin = change ; sauyawa = changing ; sauye sauye = changes ; juya = turned ; juyawa = turning
# verbs: force, harm, help
kai wa hari = attacked ; farma = attacked ; far wa = attacked ; yi wa kisan gilla = murdered ; kashe su = killed them ; kashe shi = killed him ; kashe ta = killed her
sace su = kidnapped them ; sace shi = kidnapped him ; kubutar da su = rescued them
tsere wa = fled ; gudu daga = fled from ; tserewa = escape ; boyewa = hiding ; buge = hit ; bugi = hit
raunata su = wounded them ; ji wa rauni = injured ; samu rauni = was injured ; samu raunuka = sustained injuries ; jikkata su = injured them
ceci = saved ; ceto su = rescued them ; kare rayuka = protect lives ; kare rayukan = protect the lives ; agaza = helped
# family, people, the body
'ya'yan = children of ; diya = daughter ; diyar = daughter ; 'yarsa = his daughter ; 'yarta = her daughter ; danta = her son
mahaifinta = her father ; mahaifiyarta = her mother ; iyayensu = their parents ; kakanni = ancestors ; kakarta = her grandmother
mata da miji = husband and wife ; matar = wife ; mijin = husband ; matansa = his wives ; zawara = widow ; bazawara = widow ; marainiya = orphan ; maraya = orphan
kanin = younger brother ; 'yan'uwa = siblings ; 'yar'uwa = sister ; dan'uwa = brother ; 'yan uwansa = his relatives ; danginsa = his relatives
jariran = babies ; yaro dan shekara = a boy aged ; yarinya 'yar shekara = a girl aged ; dan shekara = aged ; 'yar shekara = aged ; masu shekaru = aged
mutumin da = the man who ; matar da = the woman who ; mutanen da suka = those who ; wadanda suka = those who ; wanda ya = who ; wadda ta = who
jikinsa = his body ; jikinta = her body ; gawarsa = his body ; kwakwalwar = brain ; huhu = lungs ; hanta = liver ; kashin baya = spine
kafarsa = his leg ; hannunsa = his hand ; idanunsa = his eyes ; makanta = blindness ; makaho = blind ; kurma = deaf ; gurgu = cripple ; nakasa = disability
# health and medicine
lafiyar = health ; lafiyarsa = his health ; rashin lafiya = illness ; ba shi da lafiya = is ill ; masu cutar = patients ; kamu da cutar = infected
bazuwa = spread ; bazuwar = spread ; cutar zazzabin lassa = Lassa fever
cutar sankara = cancer ; sankara = cancer ; kyandar biri = mpox ; agana = sickle cell
riga-kafi = vaccine ; allurai = doses ; kwaya = pill
ma'aikaciyar jinya = nurse ; nas = nurse ; unguwar zoma = midwife
asibitocin = hospitals ; dakin gwaje gwaje = laboratory ; gwaje gwaje = tests ; gwaje-gwaje = tests ; sakamakon gwajin = test results ; jinyar = treatment ; yi jinya = treated ; kwance = admitted ; fitar da shi = discharged
mutuwar mata = maternal deaths ; juna biyu = pregnancy ; zubar da ciki = abortion ; tsarin iyali = family planning
# transport and roads
motarsa = his car ; motocin = vehicles ; babbar mota = truck ; manyan motoci = trucks ; tirela = trailer ; tankar mai = tanker ; bas = bus ; motar bas = bus ; keke = bicycle ; keke napep = tricycle ; babura = motorcycles ; baburan = motorcycles
direban = driver ; fasinjojin = passengers ; tuki = driving ; tukin ganganci = reckless driving ; hatsarin mota = road crash ; hatsarin = accident ; hadurra = accidents ; hadurran = accidents
hanyar mota = road ; titina = roads ; gadar = bridge ; gadoji = bridges ; cunkoson ababen hawa = traffic congestion ; cunkoso = congestion ; ababen hawa = vehicles ; abin hawa = vehicle ; hukumar kiyaye hadurra = Federal Road Safety Corps
jiragen kasa = trains ; jirgin saman = aircraft ; filin jirgin saman = airport ; tashin jirgi = departure ; saukar jirgi = landing ; matukin jirgi = pilot ; matuka jirgi = pilot
jirgin ruwan = boat ; tashoshi = stations ; tashar jirgin kasa = railway station ; kudin tikiti = fare ; sufurin = transport ; zirga zirga = traffic ; zirga-zirga = movement
# trade, money, work
kantuna = shops ; kamfanonin = companies ; masana'antun = industries ; masana'antar = industry ; ma'aikatan = workers ; ma'aikacin = worker
kudin = money ; kudinsa = his money ; kudaden da = funds that ; asarar = loss ; jarin = capital ; 'yan jari hujja = capitalists ; dukiyar = wealth ; arzikin = wealth ; mai arziki = rich
farashinsa = its price ; farashin kaya = prices of goods ; farashin dala = dollar price ; darajar dala = dollar value ; kasuwar canji = currency market
albashinsu = their salaries ; albashi mafi karanci = minimum wage ; 'yan kwadagon = labour ; kungiyar kwadago ta kasa = Nigeria Labour Congress ; yajin = strike ; shiga yajin aiki = went on strike ; janye yajin aiki = called off the strike
sana'ar = business ; kasuwancin = business ; 'yan kasuwa masu zaman kansu = private businesses ; masu zaman kansu = private ; mai zaman kansa = independent ; kanana da matsakaitan = small and medium
bankunan = banks ; asusun = account ; asusu = fund ; asusun ajiya = savings account ; ajiya = savings ; lamunin = loan ; rancen = loan ; tallafin gwamnati = government support
fitar da kayayyaki = exports ; shigo da kayayyaki = imports ; kayayyakin amfanin yau da kullum = essential goods ; yau da kullum = daily ; man ja = palm oil ; gwal = gold
# farming and livestock
gonakinsu = their farms ; gonarsa = his farm ; girbin = harvest ; shuke shuke = plants ; shuki = planting ; noma shinkafa = rice farming ; takin = fertiliser
fulani makiyaya = Fulani herders ; kiwon = rearing ; garken shanu = herd of cattle ; garke = herd
shanun = cattle ; dabbobin = animals ; tumaki da awaki = sheep and goats ; kiwon kifi = fish farming ; masunta = fishermen ; tarkon kifi = fishing net ; rumbun = store ; rumbu = granary ; rumbunan abinci = food stores
# schooling
dalibansa = his students ; makarantarsu = their school ; makarantun firamare = primary schools ; makarantun sakandare = secondary schools ; jami'o'in = universities ; kwalejin = college ; kwalejoji = colleges
malaman = teachers ; malamansu = their teachers ; shugaban makaranta = headteacher ; ilimantarwa = education ; ilmantar = educate ; koyarwa = teaching ; koyar = taught ; koyar da = taught ; karatunsu = their studies
darasi = lesson ; darussa = lessons ; manhaja = curriculum ; sakamakon jarrabawa = exam results ; shiga jami'a = university admission ; gurbin karatu = admission
# religion and community
musulmin = Muslims ; kiristocin = Christians ; coci coci = churches ; masallatan = mosques ; masallacin = mosque ; limaman = imams ; fastoci = pastors ; babban bishop = archbishop ; rabaran = reverend
addu'o'i = prayers ; addu'ar = prayer ; sallar juma'a = Friday prayers ; azumin = fasting ; watan ramadan = Ramadan ; bikin kirsimeti = Christmas ; bikin sallah = Eid celebration
al'adu = traditions ; al'adun = customs ; sarakunan = rulers ; sarkin kano = Emir of Kano ; fadar sarki = emir's palace ; hawan sallah = Durbar
# law and government
sabuwar doka = new law ; sabuwar dokar = the new law ; kafa dokar = enacted the law ; yi doka = made a law ; sanya hannu kan = signed ; sa hannu a kan = signed ; amincewa da = approving ; amince da kudirin = passed the bill
kudirin dokar = the bill ; majalisun = assemblies ; zauren majalisa = the chamber ; 'yan majalisun = lawmakers ; 'yan majalisar = members of the assembly
gwamnonin jihohi = state governors ; kungiyar gwamnoni = governors' forum ; kwamishinoni = commissioners ; shugabannin kananan hukumomi = local government chairmen
fadar gwamnatin = government house ; sakatariyar = secretariat ; ofisoshin = offices ; ma'aikatar lafiya ta tarayya = federal ministry of health ; ma'aikatun = ministries ; hukumomin gwamnati = government agencies
shugaban kasar = the president ; shugaban kasar amurka = US president ; shugaban kasar najeriya = president of Nigeria ; shugabar kasar = president ; mataimakinsa = his deputy ; shugabancinsa = his leadership ; gwamnatinta = its government
zababbun 'yan majalisa = elected lawmakers ; 'yan takarar shugaban kasa = presidential candidates ; jam'iyyun adawa = opposition parties
# the military and conflict
sojojin kasa = army ; rundunar sojin kasa = army ; dakarunta = its troops ; mayakan boko haram = Boko Haram fighters
'yan ta'addan = terrorists ; ta'addancin = terrorism ; masu tayar da kayar baya = insurgents ; tayar da kayar baya = insurgency ; 'yan tawayen = rebels ; 'yan bindiga dadi = bandits ; 'yan daba = thugs ; 'yan bangar siyasa = political thugs
yakin basasa = civil war ; yake yake = wars ; fadan = fighting ; fafatawa = clash ; arangama = clash ; arangamar = clash ; ba ta kashi = clash ; harbin bindiga = gunshots ; harbe-harbe = shooting
kai hari kan = attacked ; hare haren 'yan bindiga = bandit attacks ; 'yan kunar bakin wake = suicide bombers ; tayar da bam = detonated a bomb ; bam din = the bomb
makaman = weapons ; makamai masu linzami = missiles ; makami mai linzami = missile ; jirage marasa matuka = drones ; jirgi mara matuki = drone ; tankokin yaki = tanks ; tankar yaki = tank
# sport
kwallon kafar = football ; 'yan kwallo = footballers ; dan kwallo = footballer ; 'yan wasanta = its players ; 'yan wasansa = his players ; kungiyoyin kwallon kafa = football clubs ; kungiyarsa = his club
wasannin = games ; buga wasan = played the match ; doke su = beat them ; lallasa = thrashed ; casa = defeated ; kwallo a raga = goal ; gasar laliga = La Liga
kocin = coach ; mai horas da = coach of ; mai horar da = coach of ; sabon koci = new coach ; dauki dan wasa = signed a player ; sayo = signed ; sayi dan wasa = bought a player ; canja sheka = transfer ; kakar wasa = season ; kakar bana = this season
# weather, land, environment
ruwan sama da iska = rainstorm ; iska mai karfin gaske = very strong wind ; tsawa = thunder ; walkiya = lightning ; sanyi mai tsanani = severe cold ; zafi mai tsanani = extreme heat ; hasken rana = sunlight ; gajimare = clouds
ambaliyar ta = the flood ; ruwa ya ci = flood swept away ; ruwan ya mamaye = water submerged ; gurbatar = pollution ; bishiyoyi = trees ; itatuwan = trees ; sare itatuwa = deforestation
tekun = sea ; gabar teku = coast ; koguna = rivers ; kogunan = rivers ; tafkin chadi = Lake Chad ; kogin neja = River Niger ; kogin benuwai = River Benue ; tsaunuka = mountains ; tsauni = mountain
# time expressions
kwanaki biyu da suka gabata = two days ago ; kwanakin baya = days ago ; kwanan baya = recently ; 'yan kwanaki = a few days ; 'yan makonni = a few weeks ; 'yan watanni = a few months ; 'yan shekaru = a few years ; shekaru da dama da suka gabata = many years ago
a badi = next year ; shekarar da ta wuce = last year ; makon da ya wuce = last week ; watan da ya wuce = last month ; ranar da ta gabata = the previous day
da misalin karfe = at about ; da karfe = at ; da asuba = at dawn ; asuba = dawn ; da rana = in the afternoon ; da maraice = in the evening ; da tsakar dare = at midnight ; tsakar dare = midnight ; tsakar rana = noon
mako mai zuwa = next week ; kawo yanzu = so far ; har zuwa = up to ; a cikin makon = this week ; karshen watan = end of the month
# describing words and manner
mafi muni = worst ; mafi kyau = best ; mafi tsanani = most severe ; mafi karanci = lowest ; mafi yawanci = majority ; mafi tsada = most expensive ; mafi arha = cheapest ; mafi girma a = largest in
kyakkyawa = good ; kyakkyawan = good ; kyakkyawar = good ; tsananin = severe ; wuya = difficult ; mai wuya = difficult ; da wuya = difficult
sabuwa = new ; sababbi = new ; tsofaffin = former ; na farkon = the first ; na biyar = fifth ; na karshen = the last ; karshen = end of
da sauri = quickly ; ba da dadewa = soon ; nan ba da jimawa = soon ; ba da jimawa = soon ; jimawa = long
ba da gangan = accidentally ; tare da juna = together ; asirce = secret
mai zaman kanta = independent ; mai cike da = full of ; cike da = full of ; mai dauke da = containing ; na daban = different ; iri daya = same ; iri iri = various ; iri-iri = various
# found missing while glossing hand-written test sentences
takwaransa = his counterpart ; takwararsa = her counterpart ; takwarorinsa = his counterparts ; takwarorinsu = their counterparts ; abokiyar hamayya = rival ; abokan hamayya = rivals ; abokan karawa = opponents ; karawa = match
ci biyu da nema = 2-0 ; ci daya mai ban haushi = 1-0 ; canjaras babu ci = goalless draw ; zantawa = speaking ; zantawa da = speaking with ; tattaunawa ta musamman = exclusive interview
tituna = streets ; titunan = streets ; rashin jin dadi = displeasure ; jin dadi = pleasure ; same shi da laifi = found him guilty ; same su da laifi = found them guilty ; same shi da laifin = found him guilty of ; sassan = parts of
mai tsafta = clean ; tsaftataccen = clean ; yi nasarar = succeeded in ; hukumar kula da yanayi = Nigerian Meteorological Agency ; a makon nan = this week ; makon nan = this week ; a watan nan = this month ; a duk fadin = across the whole
da hannu a = involved in ; fashi da makami = armed robbery ; 'yan fashi da makami = armed robbers ; fi kamari = most severe ; kamari = severity ; tsunduma = plunged into ; tsunduma yajin aiki = went on strike ; jim kadan = shortly ; jim kadan bayan = shortly after
gajeriyar = short ; gajeriyar rashin lafiya = brief illness ; ya yi hatsari = crashed ; yi hatsari = crashed ; da suka wuce = ago ; da ya wuce = last ; da ta wuce = last ; cibiya = centre ; cibiyar = centre ; cibiyoyi = institutions ; cibiyoyin = centres
muryar amurka = Voice of America ; kayan tallafi = relief materials ; 'yan ci-rani = migrants ; shekara-shekara = annual ; mako-mako = weekly ; wata-wata = monthly ; kowane wata = every month ; ranar 'yancin kai = Independence Day ; dakika = seconds ; dakiku = seconds
# places as Hausa spells them (names spelled as in English are kept as written without an entry)
Landan = London ; Biritaniya = Britain ; Spaniya = Spain ; Beljiyam = Belgium ; Jafan = Japan ; Mesiko = Mexico ; Kuba = Cuba ; Kwaddibuwa = Ivory Coast ; Kodibuwa = Ivory Coast ; Mauritaniya = Mauritania ; Zambiya = Zambia ; Mozambik = Mozambique ; Namibiya = Namibia ; Madagaska = Madagascar ; Eritiriya = Eritrea ; Jibuti = Djibouti
Yamai = Niamey ; Alkahira = Cairo ; Khartum = Khartoum ; Mosko = Moscow ; Iraqi = Iraq ; Bahar Maliya = Red Sea ; Tekun Atlantika = Atlantic Ocean ; Tekun Indiya = Indian Ocean ; Kogin Nilu = River Nile ; Afirka ta Tsakiya = Central African Republic ; Kotun Duniya = International Court ; Kalaba = Calabar ; Ibadan = Ibadan
Amurka ta Kudu = South America ; Kudancin Amurka = South America ; Arewacin Amurka = North America ; Tarayyar Soviet = Soviet Union ; Kasar Sin = China ; Kasar Faransa = France
# second list: abstract words of reports, feelings, people and titles, days around today, measures
ainihi = actual ; ainihin = the actual ; bako = guest ; bakuwa = guest ; dabara = strategy ; dabaru = strategies ; dabarun = strategies ; cigaba = progress ; koma-baya = setback ; yalwa = abundance ; wadata = sufficiency ; wadatar = sufficiency of
kuduri = resolution ; kudurin = resolution ; kudurori = resolutions ; rudani = confusion ; dar-dar = tension ; zaman dar-dar = tension ; yafiya = forgiveness ; jajircewa = determination ; gwarzo = hero ; gwarzon = champion ; jaruma = heroine ; mashahuri = famous ; mashahurin = famous ; mashahuriya = famous
ritaya = retirement ; yi ritaya = retired ; mai ritaya = retired ; marigayiya = the late ; jajiberin = eve of ; jajibirin = eve of ; washegari = the next day ; kashegari = the next day ; jibi = the day after tomorrow ; baya-bayan nan = recently ; a baya-bayan nan = recently ; ko'ina = everywhere ; ko ina = everywhere
tazara = distance ; tazarar = distance ; kilomita = kilometres ; mil = miles ; mita = metres ; kilo = kilograms ; tan = tonnes ; galan = gallons ; kwantena = containers ; layi = line ; layin = line ; bakin iyaka = border ; nesa da = far from ; kasawa = failure ; karfin hali = courage ; sarauniyar kyau = beauty queen
zagayowar ranar haihuwa = birthday ; zagayowar = anniversary ; tsawon mako guda = for a week ; tsawon wata guda = for a month ; nan gaba kadan = shortly ; ranar haihuwarsa = his birthday
# second list: verbs of pressure, harm and daily life
tsallaka = crossed ; dannawa = pressing ; matsa = pressed ; matsawa = pressure ; matsa lamba = pressured ; tursasa = coerced ; ladabtar = disciplined ; ladabtarwa = disciplinary ; horas = trained ; horaswa = training ; horo = training ; horar = trained ; horar da = trained
saurare = listened ; kalla = watched ; kallo = watching ; kallon = watching ; masu kallo = viewers ; leka = peeped ; lekawa = inspection ; nazarta = studied ; adana = stored ; nuni = indication ; tona = dug ; yi fatali = rejected ; wulakanta = humiliated ; wulakanci = humiliation
ci zarafi = abused ; cin zarafi = abuse ; cin zarafin = abuse of ; ci mutunci = insulted ; cin mutunci = insult ; tozarta = disgraced ; tsangwama = harassment ; muzgunawa = harassment ; azabtarwa = torture ; azabtar = tortured ; azaba = torment ; kishirwa = thirst ; gaji = tired
hutawa = resting ; kwantawa = lying down ; farka = woke up ; tuka = drove ; tukawa = driving ; fadowa = falling ; fado = fell ; karye = broke ; tarwatse = scattered ; cinye = consumed ; ci abinci = ate ; dafa = cooked ; girki = cooking ; tsaftace = cleaned ; share = swept
dinka = sewed ; tsirara = naked ; sanye da = wearing ; yanka = slaughtered ; sare = cut ; datse = cut off ; kunna = lit ; kunna wuta = set fire ; haska = lit ; janareta = generator ; man janareta = generator fuel ; sola = solar ; tukunyar gas = gas cylinder ; fashewar tukunyar gas = gas explosion
matatar = refinery ; fasa bututun mai = pipeline vandalism ; 'yan hakar ma'adanai = miners ; kuza = tin ; lu'u-lu'u = diamonds ; tama = iron ore ; dalma = lead
# peoples and their adjectives: Hausa says "of America" (na Amurka) or a person noun (Ba'amurke) where English says "American"
na Amurka = American ; ta Amurka = American ; Ba'amurke = American ; Ba'amurkiya = American ; na Birtaniya = British ; ta Birtaniya = British ; na Ingila = English ; Baturen Ingila = Englishman
na Faransa = French ; ta Faransa = French ; Bafaranshe = Frenchman ; Faransawa = French people ; Faransanci = French ; na Jamus = German ; ta Jamus = German ; Bajamushe = German ; Jamusawa = Germans
na Sin = Chinese ; ta Sin = Chinese ; na kasar Sin = Chinese ; na China = Chinese ; ta China = Chinese ; Basine = Chinese ; na Rasha = Russian ; ta Rasha = Russian ; Barashe = Russian
na Najeriya = Nigerian ; ta Najeriya = Nigerian ; na Nijeriya = Nigerian ; 'yar Najeriya = Nigerian ; na Afirka = African ; ta Afirka = African ; na Turai = European ; ta Turai = European
na Isra'ila = Israeli ; ta Isra'ila = Israeli ; Isra'ilawa = Israelis ; Bayahude = Jew ; na Falasdinu = Palestinian ; Bafalasdine = Palestinian ; na Iran = Iranian ; na Iraki = Iraqi ; na Siriya = Syrian ; na Masar = Egyptian ; Masarawa = Egyptians
na Sudan = Sudanese ; na Ukraine = Ukrainian ; na Japan = Japanese ; na Kenya = Kenyan ; na Somaliya = Somali ; na Libiya = Libyan ; na Turkiyya = Turkish ; na Saudiyya = Saudi ; na Kanada = Canadian ; na Ghana = Ghanaian ; na Gana = Ghanaian
na Kamaru = Cameroonian ; na Nijar = Nigerien ; na Mali = Malian ; na Chadi = Chadian ; na Indiya = Indian ; Ba'indiye = Indian ; Balarabe = Arab ; na Larabawa = Arab
na Musulunci = Islamic ; ta Musulunci = Islamic ; na addinin Musulunci = Islamic ; addinin Musulunci = Islam ; na Kirista = Christian ; ta Kirista = Christian
Mista = Mr ; Misis = Mrs ; Dokta = Dr ; Bayarbe = Yoruba man ; Kanar = colonel
# a head of state or government named by the country (shugaban Amurka): English writes the adjective and the title
shugaban Najeriya = Nigerian President ; shugabar Najeriya = Nigerian President ; ministan harkokin wajen Najeriya = Nigerian Foreign Minister
shugaban Nijeriya = Nigerian President ; shugabar Nijeriya = Nigerian President ; gwamnatin Nijeriya = Nigerian government ; sojojin Nijeriya = Nigerian troops ; ministan harkokin wajen Nijeriya = Nigerian Foreign Minister
shugaban Amurka = US President ; shugabar Amurka = US President ; gwamnatin Amurka = US government ; sojojin Amurka = US troops ; ministan harkokin wajen Amurka = US Foreign Minister
shugaban Faransa = French President ; shugabar Faransa = French President ; gwamnatin Faransa = French government ; sojojin Faransa = French troops ; ministan harkokin wajen Faransa = French Foreign Minister
shugaban Rasha = Russian President ; shugabar Rasha = Russian President ; gwamnatin Rasha = Russian government ; sojojin Rasha = Russian troops ; ministan harkokin wajen Rasha = Russian Foreign Minister
shugaban Sin = Chinese President ; shugabar Sin = Chinese President ; gwamnatin Sin = Chinese government ; sojojin Sin = Chinese troops ; ministan harkokin wajen Sin = Chinese Foreign Minister
shugaban China = Chinese President ; shugabar China = Chinese President ; gwamnatin China = Chinese government ; sojojin China = Chinese troops ; ministan harkokin wajen China = Chinese Foreign Minister
shugaban Birtaniya = British President ; shugabar Birtaniya = British President ; gwamnatin Birtaniya = British government ; sojojin Birtaniya = British troops ; ministan harkokin wajen Birtaniya = British Foreign Minister
shugaban Jamus = German President ; shugabar Jamus = German President ; gwamnatin Jamus = German government ; sojojin Jamus = German troops ; ministan harkokin wajen Jamus = German Foreign Minister
shugaban Isra'ila = Israeli President ; shugabar Isra'ila = Israeli President ; gwamnatin Isra'ila = Israeli government ; sojojin Isra'ila = Israeli troops ; ministan harkokin wajen Isra'ila = Israeli Foreign Minister
shugaban Falasdinu = Palestinian President ; shugabar Falasdinu = Palestinian President ; gwamnatin Falasdinu = Palestinian government ; sojojin Falasdinu = Palestinian troops ; ministan harkokin wajen Falasdinu = Palestinian Foreign Minister
shugaban Iran = Iranian President ; shugabar Iran = Iranian President ; gwamnatin Iran = Iranian government ; sojojin Iran = Iranian troops ; ministan harkokin wajen Iran = Iranian Foreign Minister
shugaban Ukraine = Ukrainian President ; shugabar Ukraine = Ukrainian President ; gwamnatin Ukraine = Ukrainian government ; sojojin Ukraine = Ukrainian troops ; ministan harkokin wajen Ukraine = Ukrainian Foreign Minister
shugaban Masar = Egyptian President ; shugabar Masar = Egyptian President ; gwamnatin Masar = Egyptian government ; sojojin Masar = Egyptian troops ; ministan harkokin wajen Masar = Egyptian Foreign Minister
shugaban Turkiyya = Turkish President ; shugabar Turkiyya = Turkish President ; gwamnatin Turkiyya = Turkish government ; sojojin Turkiyya = Turkish troops ; ministan harkokin wajen Turkiyya = Turkish Foreign Minister
shugaban Ghana = Ghanaian President ; shugabar Ghana = Ghanaian President ; gwamnatin Ghana = Ghanaian government ; sojojin Ghana = Ghanaian troops ; ministan harkokin wajen Ghana = Ghanaian Foreign Minister
shugaban Nijar = Nigerien President ; shugabar Nijar = Nigerien President ; gwamnatin Nijar = Nigerien government ; sojojin Nijar = Nigerien troops ; ministan harkokin wajen Nijar = Nigerien Foreign Minister
shugaban Kamaru = Cameroonian President ; shugabar Kamaru = Cameroonian President ; gwamnatin Kamaru = Cameroonian government ; sojojin Kamaru = Cameroonian troops ; ministan harkokin wajen Kamaru = Cameroonian Foreign Minister
shugaban Chadi = Chadian President ; shugabar Chadi = Chadian President ; gwamnatin Chadi = Chadian government ; sojojin Chadi = Chadian troops ; ministan harkokin wajen Chadi = Chadian Foreign Minister
shugaban Mali = Malian President ; shugabar Mali = Malian President ; gwamnatin Mali = Malian government ; sojojin Mali = Malian troops ; ministan harkokin wajen Mali = Malian Foreign Minister
shugaban Sudan = Sudanese President ; shugabar Sudan = Sudanese President ; gwamnatin Sudan = Sudanese government ; sojojin Sudan = Sudanese troops ; ministan harkokin wajen Sudan = Sudanese Foreign Minister
shugaban Afirka ta Kudu = South African President ; shugabar Afirka ta Kudu = South African President ; gwamnatin Afirka ta Kudu = South African government ; sojojin Afirka ta Kudu = South African troops ; ministan harkokin wajen Afirka ta Kudu = South African Foreign Minister
shugaban Kenya = Kenyan President ; shugabar Kenya = Kenyan President ; gwamnatin Kenya = Kenyan government ; sojojin Kenya = Kenyan troops ; ministan harkokin wajen Kenya = Kenyan Foreign Minister
shugaban Somaliya = Somali President ; shugabar Somaliya = Somali President ; gwamnatin Somaliya = Somali government ; sojojin Somaliya = Somali troops ; ministan harkokin wajen Somaliya = Somali Foreign Minister
shugaban Libiya = Libyan President ; shugabar Libiya = Libyan President ; gwamnatin Libiya = Libyan government ; sojojin Libiya = Libyan troops ; ministan harkokin wajen Libiya = Libyan Foreign Minister
shugaban Siriya = Syrian President ; shugabar Siriya = Syrian President ; gwamnatin Siriya = Syrian government ; sojojin Siriya = Syrian troops ; ministan harkokin wajen Siriya = Syrian Foreign Minister
shugaban Iraki = Iraqi President ; shugabar Iraki = Iraqi President ; gwamnatin Iraki = Iraqi government ; sojojin Iraki = Iraqi troops ; ministan harkokin wajen Iraki = Iraqi Foreign Minister
shugaban Afghanistan = Afghan President ; shugabar Afghanistan = Afghan President ; gwamnatin Afghanistan = Afghan government ; sojojin Afghanistan = Afghan troops ; ministan harkokin wajen Afghanistan = Afghan Foreign Minister
shugaban Pakistan = Pakistani President ; shugabar Pakistan = Pakistani President ; gwamnatin Pakistan = Pakistani government ; sojojin Pakistan = Pakistani troops ; ministan harkokin wajen Pakistan = Pakistani Foreign Minister
shugaban Indiya = Indian President ; shugabar Indiya = Indian President ; gwamnatin Indiya = Indian government ; sojojin Indiya = Indian troops ; ministan harkokin wajen Indiya = Indian Foreign Minister
shugaban Saudiyya = Saudi President ; shugabar Saudiyya = Saudi President ; gwamnatin Saudiyya = Saudi government ; sojojin Saudiyya = Saudi troops ; ministan harkokin wajen Saudiyya = Saudi Foreign Minister
shugaban Venezuela = Venezuelan President ; shugabar Venezuela = Venezuelan President ; gwamnatin Venezuela = Venezuelan government ; sojojin Venezuela = Venezuelan troops ; ministan harkokin wajen Venezuela = Venezuelan Foreign Minister
shugaban Brazil = Brazilian President ; shugabar Brazil = Brazilian President ; gwamnatin Brazil = Brazilian government ; sojojin Brazil = Brazilian troops ; ministan harkokin wajen Brazil = Brazilian Foreign Minister
shugaban Habasha = Ethiopian President ; shugabar Habasha = Ethiopian President ; gwamnatin Habasha = Ethiopian government ; sojojin Habasha = Ethiopian troops ; ministan harkokin wajen Habasha = Ethiopian Foreign Minister
shugaban Zimbabwe = Zimbabwean President ; shugabar Zimbabwe = Zimbabwean President ; gwamnatin Zimbabwe = Zimbabwean government ; sojojin Zimbabwe = Zimbabwean troops ; ministan harkokin wajen Zimbabwe = Zimbabwean Foreign Minister
shugaban Burkina Faso = Burkinabe President ; shugabar Burkina Faso = Burkinabe President ; gwamnatin Burkina Faso = Burkinabe government ; sojojin Burkina Faso = Burkinabe troops ; ministan harkokin wajen Burkina Faso = Burkinabe Foreign Minister
shugaban Guinea = Guinean President ; shugabar Guinea = Guinean President ; gwamnatin Guinea = Guinean government ; sojojin Guinea = Guinean troops ; ministan harkokin wajen Guinea = Guinean Foreign Minister
shugaban Senegal = Senegalese President ; shugabar Senegal = Senegalese President ; gwamnatin Senegal = Senegalese government ; sojojin Senegal = Senegalese troops ; ministan harkokin wajen Senegal = Senegalese Foreign Minister
shugaban Benin = Beninese President ; shugabar Benin = Beninese President ; gwamnatin Benin = Beninese government ; sojojin Benin = Beninese troops ; ministan harkokin wajen Benin = Beninese Foreign Minister
shugaban Togo = Togolese President ; shugabar Togo = Togolese President ; gwamnatin Togo = Togolese government ; sojojin Togo = Togolese troops ; ministan harkokin wajen Togo = Togolese Foreign Minister
shugaban Koriya ta Arewa = North Korean President ; shugabar Koriya ta Arewa = North Korean President ; gwamnatin Koriya ta Arewa = North Korean government ; sojojin Koriya ta Arewa = North Korean troops ; ministan harkokin wajen Koriya ta Arewa = North Korean Foreign Minister
shugaban Koriya ta Kudu = South Korean President ; shugabar Koriya ta Kudu = South Korean President ; gwamnatin Koriya ta Kudu = South Korean government ; sojojin Koriya ta Kudu = South Korean troops ; ministan harkokin wajen Koriya ta Kudu = South Korean Foreign Minister
Malam = Mr ; sakataren harkokin wajen Amurka = US Secretary of State ; firaministan Birtaniya = British Prime Minister ; firaministan Isra'ila = Israeli Prime Minister ; firaministan Indiya = Indian Prime Minister ; firaministan Japan = Japanese Prime Minister
# faith: the words of religious news (Islam and Christianity) as Hausa writes them
mabiya addinin Musulunci = Muslims ; mabiya addinin Kirista = Christians ; mabiya addinin Kiristanci = Christians ; mabiyan = followers of ; al'ummar Musulmi = Muslim community ; al'ummar Musulmai = Muslims ; duniyar Musulmi = Muslim world ; Musulmin duniya = Muslims of the world
malaman addinin Musulunci = Islamic scholars ; malaman Musulunci = Islamic scholars ; malamin addinin Musulunci = Islamic scholar ; shari'ar Musulunci = Islamic law ; dokokin Musulunci = Islamic laws ; koyarwar Musulunci = Islamic teaching ; koyarwar addinin Musulunci = Islamic teaching ; makarantun Musulunci = Islamic schools
Harkar Musulunci = Islamic Movement ; Harkar Musulunci a Najeriya = Islamic Movement in Nigeria ; 'yan Harkar Musulunci = members of the Islamic Movement ; Jamhuriyar Musulunci ta Iran = Islamic Republic of Iran ; Jamhuriyar Musulunci = Islamic Republic ; kasashen Musulunci = Islamic countries
Daular Musulunci = Islamic State ; kungiyar IS = Islamic State ; kungiyar ISIS = ISIS ; 'yan IS = Islamic State fighters ; jihadi = jihad ; 'yan jihadi = jihadists ; masu jihadi = jihadists ; masu tsattsauran ra'ayi = extremists ; tsattsauran ra'ayi = extremism ; masu tsatstsauran ra'ayi = extremists
Annabi Muhammad = Prophet Muhammad ; Alkur'ani mai girma = the Holy Quran ; hadisi = hadith ; hadisai = hadiths ; sunnah = Sunnah ; sunna = Sunnah ; sahabbai = Companions ; sahabi = Companion
Shi'a = Shia ; 'yan Shi'a = Shiites ; mabiya Shi'a = Shiites ; Sunni = Sunni ; 'yan Sunni = Sunnis ; Izala = Izala ; darika = Sufi order ; Tijjaniyya = Tijaniyya ; Kadiriyya = Qadiriyya ; huduba = sermon ; hudubar = sermon ; khutba = sermon ; wa'azin = sermon ; masu wa'azi = preachers
Masallacin Harami = Grand Mosque ; Ka'aba = Kaaba ; Ka'abah = Kaaba ; Kudus = Jerusalem ; Baitul Mukaddas = Jerusalem ; Masallacin Kudus = Al-Aqsa Mosque ; Masallacin Aqsa = Al-Aqsa Mosque ; babban masallaci = central mosque ; babban masallacin = central mosque of ; limamin masallacin = imam of the mosque ; masallacin juma'a = Friday mosque
arna = pagans ; kafiri = unbeliever ; imaninsu = their faith ; addininsu = their religion ; addinin Kirista = Christianity ; addinin Yahudanci = Judaism ; Yahudanci = Judaism ; Yahudu = Jews ; coci-coci = churches ; Yesu = Jesus ; Isa Almasihu = Jesus Christ ; Almasihu = Christ
Ayatollah = Ayatollah ; Ayatullah = Ayatollah ; Shaikh = Sheikh ; Sheikh = Sheikh ; Shehin = Sheikh ; shugabannin addinin Musulunci = Islamic leaders ; 'yan'uwa Musulmi = Muslim brothers ; juyin juya halin Musulunci = Islamic Revolution
'yan gwagwarmaya = resistance fighters ; kungiyoyin gwagwarmaya = resistance groups ; kama-karya = dictatorship ; mulkin kama-karya = dictatorship ; 'yan kama-karya = dictators ; 'yan Sahayoniya = Zionists ; gwamnatin Sahayoniya = Zionist regime ; haramtacciyar kasar Isra'ila = Israel ; haramtacciyar = illegitimate
ranar Kudus = Quds Day ; ranar Kudus ta duniya = International Quds Day ; Ashura = Ashura ; ranar Ashura = Ashura ; Arba'in = Arbaeen ; tattakin Arba'in = Arbaeen trek ; ziyarar Arba'in = Arbaeen pilgrimage ; Imam Husain = Imam Hussein ; Imam Hussaini = Imam Hussein ; Karbala = Karbala ; Imam Ali = Imam Ali
muzahara = demonstration ; muzaharar = demonstration ; masu muzahara = demonstrators ; Zariya = Zaria ; Husainiyya = Husainiyya ; Mauludi = Maulud ; Maulidi = Maulud ; Mauludin Annabi = the Prophet's birthday ; shahada = martyrdom ; yi shahada = was martyred ; Sayyid = Sayyid ; Sayyida = Sayyida
Ahlul Baiti = Ahlul Bayt ; Ahlul Bait = Ahlul Bayt ; Imam Mahdi = Imam Mahdi ; Khalifa = caliph ; halifa = caliph ; Wahabiyawa = Wahhabis ; Wahabiyya = Wahhabism ; Daesh = ISIS ; Hizbullah = Hezbollah ; kungiyar Hizbullah = Hezbollah ; Bahrain = Bahrain ; Ansarullah = Ansarullah ; 'yan Houthi = Houthis
yarjejeniyar nukiliya = nuclear deal ; shirin nukiliya = nuclear programme ; Majalisar Shura = parliament ; Jagoran juyin juya halin Musulunci = Leader of the Islamic Revolution ; dakarun kare juyin juya hali = Revolutionary Guards ; dakarun kare juyin juya halin Musulunci = Islamic Revolutionary Guard Corps
wadanda aka zalunta = the oppressed ; zalunta = oppressed ; tsare-tsare = plans ; a sake shi = he be released ; sako shi = release him ; a sako = be released ; 'yancin fadin albarkacin baki = freedom of speech ; 'yancin addini = religious freedom ; take hakkin = violation of the rights ; take hakkin dan adam = human rights abuses ; cin zarafin dan adam = human rights abuse
kotun ICC = International Criminal Court ; kotun hukunta manyan laifuka = International Criminal Court ; kwamitin sulhu na Majalisar Dinkin Duniya = UN Security Council
# third list: holy places, mourning, detention, media, pressure and propaganda
mai tsarki = holy ; tsarki = holiness ; Kur'ani mai tsarki = the Holy Quran ; birni mai tsarki = holy city ; hubbare = shrine ; hubbaren = shrine of ; masu ziyara = pilgrims ; maziyarta = pilgrims ; makoki = mourning ; zaman makoki = mourning ; juyayi = mourning ; taron juyayi = mourning ceremony ; ranar tunawa da = the day commemorating
tsarewar = detention of ; ci gaba da tsare = continued detention ; a hannun = in the hands of ; shafin intanet = website ; shafin yanar gizo = website ; shafukan sada zumunta = social media ; kafafen sada zumunta = social media ; faifan bidiyo = video ; faifan = clip ; hotunan bidiyo = video footage
Allah Madaukakin Sarki = Allah the Almighty ; Allah Ta'ala = Allah the Exalted ; Madaukakin Sarki = the Almighty ; sallolin = prayers ; salloli = prayers ; na addini = religious ; ta addini = religious ; babban malami = prominent scholar ; manyan malamai = senior scholars ; babban malamin = prominent scholar
masu girman kai = arrogant powers ; kasashe masu karfi = powerful countries ; 'yan amshin shata = stooges ; amshin shata = puppetry ; farfaganda = propaganda ; yada farfaganda = spread propaganda ; makirci = plot ; makircin = plot ; makarkashiya = conspiracy ; makarkashiyar = conspiracy
shaidanu = devils ; jahiliyya = ignorance ; fitina = strife ; fitintinu = strife ; danniya = repression ; danne = suppressed ; murkushe = crushed ; murkushewa = crackdown ; harsasai masu rai = live bullets ; harsashin roba = rubber bullets ; kisan da aka yi = the killing ; kisan da aka yi wa = the killing of
lumana = peaceful ; muzaharar lumana = peaceful procession ; zanga-zangar lumana = peaceful protest ; zanga zangar lumana = peaceful protest ; neman a saki = demanding the release of ; a saki = the release of ; taba = ever ; ba za ta taba = will never ; ba zai taba = will never ; ba su taba = never ; bai taba = never
tarukan = gatherings ; taruka = gatherings ; tarurruka = meetings ; tarurrukan = meetings ; shari'ar = the case ; hada kansu = unite ; hada kan = unite ; dakin taro = hall ; babban dakin taro = main hall ; tsaya tsayin daka = stood firm ; tsayin daka = steadfastness ; taron tunawa = commemoration ; taron tunawa da = commemoration of
`;
