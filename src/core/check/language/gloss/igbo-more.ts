/**
 * More of the general vocabulary of Igbo news (session "xling2"): grammar and time words, verb
 * forms, the nouns of daily news (family, body, health, transport, trade, farming, schooling,
 * faith, law, the military, sport, weather), describing words. Written by hand for this project
 * from general knowledge of the language (no data set was copied or derived from); MIT with the
 * project. The lowest layer: igbo-news.ts, igbo-general.ts and igbo.ts win wherever they have the
 * same word. Written with dots (ị ọ ụ ṅ); they fold away at lookup. Format: lexicon-lines.ts.
 */
export const IGBO_MORE = `
# grammar, linking and manner words
ka o sila dị = however ; ka o sina dị = however ; n'agbanyeghị na = although ; n'otu aka ahụ = likewise
ya bụ na = that is ; n'eziokwu = in truth ; kpamkpam = completely ; ọsọ ọsọ = quickly ; nwayọọ = slowly ; nwayọ = slowly ; ozugbo = immediately
ọzọ kwa = also ; ya na = with ; ha na = they and ; ebe ọ bụ na = since
ma ọ bụghị = otherwise ; ọ bụghị naanị = not only ; naanị ya = alone ; onwe anyị = ourselves ; ibe ha = each other
ọ dịghị = there is no ; ọ dịghị onye = no one ; ọ nweghị = there is no ; ihe ọ bụla = anything ; ebe ọ bụla = anywhere ; mgbe ọ bụla = whenever
nke abụọ = second ; nke atọ = third ; nke anọ = fourth ; nke ise = fifth ; nke ikpeazụ = last ; n'ikpeazụ = finally ; na mbụ = at first ; mbido = beginning ; ọgwụgwụ = end
okpukpu abụọ = double ; okpukpu = times ; ugboro = times ; ugboro abụọ = twice ; ugboro ugboro = repeatedly ; ọkara = half ; ihe ka ọtụtụ = majority ; ọtụtụ n'ime = many of ; ụfọdụ n'ime = some of ; otu n'ime = one of
# time
nyaahụ = yesterday
n'ụtụtụ = in the morning ; n'abalị = at night
n'elekere = at ; ụbọchị ole na ole = a few days ; ụbọchị abụọ gara aga = two days ago ; oge ochie = olden days ; na nso nso a = recently ; nso nso a = recently
Tiuzdee = Tuesday ; Wenezdee = Wednesday
# verbs: saying, asking, thinking
kwusiri ike = insisted ; kwusiri ike na = insisted that ; gwara ha = told them ; gwara ya = told him
rịọrọ ha = appealed to them ; kọọ akụkọ = report ; gbara ama = revealed ; kpughere = exposed
chere = thought ; achọpụtara = was found ; mara ọkwa = announced
jụrụ ịkwụ = refused to pay ; nakweere = accepted ; ekwenyeghị = disagreed ; kwadoro ya = supported him ; katọọ = condemn ; nkatọ = criticism
# verbs: doing, moving, changing
nyochara = investigated ; nnyocha = investigation ; melitere = improved ; mmelite = improvement
gbochie = prevent ; gbochiri = prevented ; mgbochi = prevention ; chekwaa = protect ; chebere = protected ; nchebe = protection
kwapụrụ = moved out ; ga n'ihu = continue ; laa = go home ; lara = went home ; ebe obibi = residence ; obibi = living
were ego = took money ; nara = took ; napụrụ = seized ; nwụchara = arrested ; jidere ha = arrested them ; tụrụ ha mkpọrọ = jailed them ; gbapụrụ n'ụlọ mkpọrọ = escaped from prison
gbara gburugburu = surrounded ; wakporo ha = attacked them ; egbugbu = killing ; gbupụrụ = killed ; tọọrọ ha = kidnapped them ; ntọrị = kidnapping ; itọrọ mmadụ = kidnapping
kpara ọkụ = burned ; gbaa ọkụ = burn ; repịara = crushed ; dakwasịrị = fell on ; dapụrụ = fell ; daa ada = crashed ; kụrụ = hit ; kụrụ ya = hit him ; tiri = beat ; tiri ihe = beat
wuo = build ; iwu ụlọ = building ; rụziri = repaired ; mezie = fix ; meziri = fixed ; ndozi = repair ; doziri = arranged ; kwadebe = prepare ; nkwadebe = preparation ; hazie = organise
gbasaa = spread ; gbasara ebe niile = spread everywhere ; ịgbasa = spreading ; mụbaa = increase ; ibelata = reduce ; bụ́ ọnụ ala = cheap ; gbagoro elu = rose ; rịgoro elu = rose ; gbadara ala = fell
zụtara = bought ; ire = selling ; rere ere = sold ; ịkwụ ụgwọ = payment ; kwụghachiri = refunded ; gbazinye = borrow ; gbazinyere = borrowed ; ego mgbazinye = loan
nyere ha = gave them ; nyere ya = gave him ; inye = giving ; inweta = getting ; natara ego = received money ; chịkọtara = gathered
lụọ = marry ; lụrụ nwanyị = married ; ọlụlụ = marriage ; mụọ = give birth
gụọ = read ; ịgụ akwụkwọ = studying ; gụsịrị akwụkwọ = graduated ; kuziri = taught ; kuzie = teach ; mụta = learn ; mụtara = learned ; dee = write ; edere = was written
# family, people, the body
nwa nwoke = son ; nwa nwanyị = daughter ; ụmụ nwoke = boys ; ndị mụrụ ya = his parents ; nna ya = his father ; nne ya = his mother
nwanne ya = his brother ; agbata obi = neighbour ; ndị agbata obi = neighbours ; nwatakịrị = child ; agbọghọ = young woman
nwaanyị = woman ; ndị nwaanyị = women ; ndị nwoke = men ; ọgbọ = generation ; ndị obodo ahụ = the residents
ahụ ya = his body ; aka = hand ; ụkwụ = leg ; anya = eye ; ntị = ear ; imi = nose ; ozu ya = his body ; ozu ha = their bodies
# health
gwọrọ = treated ; gwọọ ọrịa = treat disease
ọrịa mgbaka = mental illness ; ọrịa obi mgbawa = heart attack
ndị dị ime = pregnant women ; gbaa ọgwụ mgbochi = vaccinate ; dibịa = doctor ; ndị dibịa = doctors ; ụlọ ọgwụ gọọmentị = government hospital ; ụlọ ọgwụ mahadum = teaching hospital
ahụike ọha = public health ; ọrịa ahụ = illness ; rịa ọrịa = fell ill ; na-arịa ọrịa = sick ; arịa ọrịa = sick ; gbakere = recovered ; ịgbake = recovery ; nwụrụ n'ihi = died of ; ọnwụ nwa ọhụrụ = infant death
# transport
ụgbọala ha = their car ; okporo ụzọ awara awara = expressway
ọgba tum tum = motorcycle ; ọkada = motorcycle ; kekee = tricycle ; onye na-anya ụgbọala = driver ; ọkwọ ụgbọala = driver ; ihe mberede okporo ụzọ = road accident
ọdụ ụgbọ mmiri = seaport ; ọdụ ụgbọala = motor park ; ụgbọ ala ibu = truck ; tanka = tanker ; ụgbọ ala mmanụ = tanker
# trade, money, work
ọchụnta ego = business
ụgwọ ọrụ = wages ; mmanụ nkwụ = palm oil
ntinye ego = investment ; tinyere ego = invested ; ndị tinyere ego = investors ; ego ole = how much ; ego ha = their money ; ego ya = his money
ọrụ gọọmentị = civil service ; ndị ọrụ nka = artisans ; ahịa ọha = public market ; ụlọ ahịa ukwu = supermarket
# farming and food
nkwụ = palm ; anụmanụ = animals
agụụ na-egbu = starving ; ịzụ anụ = livestock farming ; mkpụrụ = seeds ; ọka bekee = maize
# schooling
mmụta = learning
ụlọ akwụkwọ ọkachamara = polytechnic
# faith and culture
kpee ekpere = pray
ndị ụkọchukwu = priests ; onye nchụaja = priest ; Baịbụl = Bible ; Krismas = Christmas ; Ista = Easter ; ememme = festival
# law, courts, crime
ụlọ ikpe kacha elu = Supreme Court ; onye ọka ikpe = judge ; ọka ikpe = judge ; ndị ọka ikpe = judges
ebubo ha = their charges
ndị aghụghọ = fraudsters ; ndị na-eme mpụ = criminals ; onye mpụ = criminal
# the military, conflict
nchekwa ndụ = safety ; ndị ọchịagha = commanders
# sport
gbara goolu = scored a goal
# weather, land
ọkọchị = dry season ; udu mmiri = rainy season ; mgbanwe ihu igwe = climate change
oke ọhịa = forest ; iyi = stream ; gburugburu ebe obibi = environment ; mba dị iche iche = various countries
# government and politics
gọọmentị steeti = state government ; onye ọchịchị = ruler ; onye nnọchi anya = representative ; ndị nnọchi anya = representatives ; ụlọ nnọchi anya = House of Representatives
pati = party
# describing words
mkpụmkpụ = short ; nta = small ; iche iche = various
dị ala = low ; dị ọnụ = expensive ; ọcha = white ; ojii = black ; uhie = red ; dị ike = strong ; adịghị ike = weak
# found missing while glossing hand-written test sentences
eme = do ; aga = go ; ga-eme = will do ; ga-aga = will go ; na-aga = going ; ga-aga n'ihu = will continue ; ekwela nkwa = has promised ; kwe nkwa = promise ; n'afọ a = this year ; n'akụ na ụba = in the economy
adọọla aka na ntị = has warned ; dọọ aka na ntị = warn ; na-arị elu = rising ; arị elu = rise ; izu ohi = stealing ; agbasaala = has spread ; okwu = remarks ; gwa okwu = spoke to
Tuzdee = Tuesday ; Tọsdee = Thursday
n'ụlọ akwụkwọ = in school ; n'ụlọ ọgwụ = in hospital ; n'ụlọ mkpọrọ = in prison ; n'ụlọ ikpe = in court ; n'ụlọikpe = in court ; n'okporo ụzọ = on the road ; n'ọdụ ụgbọ elu = at the airport ; n'ụlọ omebe iwu = in the National Assembly
iwu akwa mmiri = building a bridge ; iwu okporo ụzọ = road construction ; jikọọ = join ; jikọtara = united ; ejikọ = join ; gbara ọkpụrụkpụ = went on strike ; ọkpụrụkpụ = strike ; fepụrụ = took off ; fepụ = take off ; fere = flew
oke ọnụ ahịa = high prices
# peoples and their adjectives: Igbo says "a person of America" (onye Amerịka) where English says "American" (ndị Amerịka, Americans, is not listed: ndị carries nothing)
onye Amerịka = American ; nke Amerịka = American
onye America = American ; nke America = American
onye Briten = British ; nke Briten = British
onye Britain = British ; nke Britain = British
onye France = French ; nke France = French
onye Frans = French ; nke Frans = French
onye Jamanị = German ; nke Jamanị = German
onye Germany = German ; nke Germany = German
onye Chaịna = Chinese ; nke Chaịna = Chinese
onye China = Chinese ; nke China = Chinese
onye Russia = Russian ; nke Russia = Russian
onye Rọshịa = Russian ; nke Rọshịa = Russian
onye Israel = Israeli ; nke Israel = Israeli
onye Izrel = Israeli ; nke Izrel = Israeli
onye Afrịka = African ; nke Afrịka = African
onye Africa = African ; nke Africa = African
onye Yurop = European ; nke Yurop = European
onye Europe = European ; nke Europe = European
onye Ghana = Ghanaian ; nke Ghana = Ghanaian
onye Gana = Ghanaian ; nke Gana = Ghanaian
onye Naịjirịa = Nigerian ; nke Naịjirịa = Nigerian
onye Nigeria = Nigerian ; nke Nigeria = Nigerian
onye Kenya = Kenyan ; nke Kenya = Kenyan
onye Ukraine = Ukrainian ; nke Ukraine = Ukrainian
onye Iran = Iranian ; nke Iran = Iranian
onye Ijipt = Egyptian ; nke Ijipt = Egyptian
onye Kameruun = Cameroonian ; nke Kameruun = Cameroonian
onye Cameroon = Cameroonian ; nke Cameroon = Cameroonian
nke alakụba = Islamic ; Jamanị = Germany ; Rọshịa = Russia ; Izrel = Israel ; Palestaịn = Palestine ; Ijipt = Egypt ; Ijiptụ = Egypt ; Kameruun = Cameroon ; Spen = Spain ; Itali = Italy ; Eshia = Asia ; Lọndọn = London ; Pọtakọt = Port Harcourt ; Baịafra = Biafra ; Jizọs = Jesus ; Kraịst = Christ ; Kọran = Quran ; Olimpik = Olympics
gọọmentị Naịjirịa = Nigerian government ; gọọmentị Nigeria = Nigerian government ; ndị agha Nigeria = Nigerian army ; ndị uwe ojii Naịjirịa = Nigerian police ; ndị uwe ojii Nigeria = Nigerian police
# a count of years and weeks (afọ carries nothing alone: n'afọ 2023, in 2023); days and months are left to the date rules (ụbọchị atọ n'ọnwa Mee, 3 May)
afọ otu = 1 year ; afọ abụọ = 2 years ; afọ atọ = 3 years ; afọ anọ = 4 years ; afọ ise = 5 years ; afọ isii = 6 years ; afọ asaa = 7 years ; afọ asatọ = 8 years ; afọ itoolu = 9 years ; afọ iri abụọ = 20 years ; afọ iri atọ = 30 years ; afọ iri anọ = 40 years ; afọ iri ise = 50 years
izu otu = 1 week ; izu abụọ = 2 weeks ; izu atọ = 3 weeks ; izu anọ = 4 weeks ; izu ise = 5 weeks ; izu isii = 6 weeks ; izu asaa = 7 weeks ; izu asatọ = 8 weeks ; izu itoolu = 9 weeks ; izu iri = 10 weeks
ọtụtụ ụbọchị = many days ; n'ụbọchị ahụ = on that day ; afọ ahụ = that year ; n'afọ ahụ = in that year ; ọnwa ahụ = that month
# second list: found missing while glossing hand-written test sentences
otu ahụ = the group ; ikike ha = their rights ; na-akpọ oku = calling on ; akpọ oku = call on ; mee ihe banyere = act on ; mee ihe = act ; ejima = twins ; ụmụ ejima = twins ; yigharịrị = adjourned ; yigharịa = adjourn ; ọkụ elektrik = electricity
alaghachi = return ; ihe mwute = a sad thing ; wutere = saddened ; gbagara = rushed to ; n'ọkwa ya = from his position ; ọkwa ya = his position ; ihe mere = what happened ; ihe merenụ = what happened ; ihe omume = event ; ọdịnihu = future ; ebumnuche = aim ; ihe oriri = food
akụkọ ihe mere eme = history ; atụmatụ mmefu ego = budget ; ego mmefu = budget ; ndịiche = difference ; ihe dị iche = difference ; dịgasị iche = various ; nke kachasị = the most ; ụgwọ ọnwa ha = their salaries ; akụ na ụba obodo = the country's economy
gbakwunye = add ; gbaghara = forgave ; mgbaghara = forgiveness ; mmeghe = opening ; mechie = close ; mmechi = closure ; ogbunigwe = bomb ; gbawara = exploded ; tụrụ egwu = feared ; oge niile = always ; ọtụtụ oge = often ; n'oge a = at this time ; n'izu a = this week ; n'ọnwa a = this month ; n'ụtụtụ taa = this morning ; n'abalị ụnyaahụ = last night
njem nlegharị anya = tourism ; ihe ngosi = exhibition ; ndị nwe ụlọ = landlords ; ọrụ ebere = charity ; ụlọ ọrụ ebere = charity ; na-emegide = opposing ; ndị na-emegide = opponents ; agha obodo = civil war ; agha Biafra = Biafran war ; ọchịchị onwe = self-rule ; ụbọchị nnwere onwe = Independence Day
ahịa mba ụwa = world market ; ụlọ akụ mba ụwa = World Bank ; otu IMF = IMF ; akwụkwọ ikike = permit ; akwụkwọ ịgba akaebe = certificate ; ịgba akaebe = testify ; nyocha ọbara = blood test
# added by hand (session 'lexicon8'): paying and building (ga-akwụ is not kwu, said; ga-ewu is not ewu, goat), time, roads, herders
ga-akwụ = will pay ; na-akwụ = paying ; ịkwụ ụgwọ ọnwa = paying salaries ; akwụghị = did not pay ; akwụghị ụgwọ = did not pay ; ga-ewu = will build ; na-ewu = building ; ga-enye = will give ; na-enye = giving
n'ọnwa na-abịa = next month ; n'izu na-abịa = next week ; ngwụcha = end ; na ngwụcha = at the end of ; ngwụcha afọ = end of the year ; ngwụcha ọnwa = end of the month ; ụnyahụ = yesterday
kụkọrịtara = collided ; kụkọrịta = collide ; awara awara = expressway ; kpọrọ oku = called on ; kpọọ oku = call on ; na-ebi = living ; na-ebi n'udo = living in peace
ụlọ omebe iwu etiti = National Assembly ; n'ụlọ omebe iwu etiti = in the National Assembly ; ọnụ ọgụgụ ndị bi = population ; ndị na-atọ mmadụ = kidnappers ; ndị ọzụzụ atụrụ = herdsmen ; ndị na-agba bọọlụ = footballers
# added by hand (session 'hausa16'): news sentences written for the session; what read word by word
sekọndrị = secondary ; yiri egwu = threatened ; iyi egwu = threatened ; na-eyi egwu = threatening ; egwuregwu enyi na enyi = friendly match ; enyi na enyi = friendly
ṅụrụ iyi = sworn in ; ṅụọ iyi = sworn in ; ṅụrụ iyi ọrụ = took the oath of office ; rechapụ = burned down ; rere ọkụ = burned ; ọ dịkarịa ala = at least
dịkarịa ala = at least ; ndị omeiwu = lawmakers ; onye omeiwu = lawmaker ; omeiwu = lawmaker ; ihe ndina = beds ; ga-emeghe = will open
ikpe ịga mkpọrọ = prison sentence ; uru naira = naira value ; uru ego naira = naira value ; ahịa mgbanwe ego = foreign exchange market ; mgbanwe ego = currency exchange ; jupụtara = filled
kpọgara = took ; obubu ọnụ = fasting ; ibu ọnụ = fasting ; n'udo = peacefully ; obere oge = shortly ; obere oge ka = shortly after
ọdụ ụgbọelu = airport ; ọdụ ụgbọ oloko = train station ; gbara ha akwụkwọ = sued them ; mere ngagharị iwe = protested ; mba ndị ọzọ = other countries ; ụgwọ mba ofesi = foreign debt
ego ha zuru = stolen funds ; ndị na-azụ ahịa = traders ; nne na-atụrụ ime = pregnant woman
gbagbuo = shoot dead ; ndị ntọrọ mmadụ = kidnappers ; ụlọ nrụpụta mmanụ = refinery ; ọkụ ọgbụgba = fire outbreak ; tinyere goolu = scored
`;
