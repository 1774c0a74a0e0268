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
mahaifinta = her father ; mahaifiyarta = her mother ; iyayensu = their parents ; kakanni = ancestors ; kaka = grandparent ; kakarta = her grandmother
mata da miji = husband and wife ; matar = wife ; mijin = husband ; matansa = his wives ; zawara = widow ; bazawara = widow ; marainiya = orphan ; maraya = orphan
kanin = younger brother ; 'yan'uwa = siblings ; 'yar'uwa = sister ; dan'uwa = brother ; 'yan uwansa = his relatives ; danginsa = his relatives
jariran = babies ; yaro dan shekara = a boy aged ; yarinya 'yar shekara = a girl aged ; dan shekara = aged ; 'yar shekara = aged ; masu shekaru = aged
mutumin da = the man who ; matar da = the woman who ; mutanen da suka = people who ; wadanda suka = those who ; wanda ya = who ; wadda ta = who
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
`;
