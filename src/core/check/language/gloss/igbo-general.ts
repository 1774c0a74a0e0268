/**
 * General Igbo vocabulary (grammar, time, people, places, politics, the economy, health,
 * security, religion), written by hand for this project from general knowledge of the
 * language. The news-specific entries in igbo.ts take precedence. Format: see lexicon-lines.ts.
 * Written with dots (ị ọ ụ ṅ); they fold away at lookup.
 */
export const IGBO_GENERAL = `
# grammar words
m = ; mụ = I ; gị = you ; unu = you ; ya = it ; ha = they ; anyị = we ; onwe ya = himself ; onwe ha = themselves
nke a = this ; nke ahụ = that ; ndị a = these ; ndị ahụ = those ; a = ; ahụ = that ; ebe = where ; ebe a = here
ebe ahụ = there ; ebee = where ; gịnị = what ; olee = which ; ole = how many ; mgbe = when ; mgbe ahụ = then
n'oge = at the time ; oge = time ; ugbu a = now ; ugbua = now ; ma = but ; mana = but ; maọbụ = or ; ma ọ bụ = or
ọ bụrụ na = if ; ọbụrụ na = if ; n'ihi = because of ; n'ihi na = because ; ya mere = therefore ; banyere = about
gbasara = concerning ; n'elu = on ; n'ime = inside ; n'etiti = among ; n'agbata = between ; tupu = before
emesia = afterwards ; kemgbe = since ; rue = until ; site = from ; ọzọ = another ; kwa = also
nnọọ = very ; nke ukwuu = greatly ; ukwuu = much ; naanị = only ; dum = whole ; ụfọdụ = some ; ole na ole = few
obere = small ; nnukwu = big ; ọhụrụ = new ; ochie = old ; mbụ = first ; nke mbụ = first ; ikpeazụ = last
na-eme = happening ; na-ekwu = saying ; dịka = like ; dị ka = as ; karịsịa = especially ; ihe dịka = about
ihe = thing ; ihe niile = everything ; onye ọ bụla = everyone ; ọ bụla = every ; kọọ = each ; ọbụna = even
ebe niile = everywhere ; otu ọ dị = how ; etu = how ; kpọmkwem = exactly ; ma ọ dịkarịa ala = at least
kacha = most ; kachasị = most ; karịrị = more than ; erughị = less than ; ihe karịrị = more than ; nso = near

# being, having, saying
bụ = is ; bụụrụ = became ; ghọrọ = became ; dị = is ; nọ = is in ; nọọ = was ; e nwere = there are ; enweghị = has no
sịrị = said ; sị = said ; kwuo = say ; gwara = told ; kọwara = explained ; kpọsara = announced ; gosiri = showed
gosipụtara = revealed ; ọkwa = announcement ; nkwupụta = statement ; akụkọ ụgha = fake news ; ozi = message
ozi ụgha = false news ; asịrị = rumour ; kwenyere = believed ; kwetara = agreed ; kwere = agreed ; gọnahụrụ = denied
jụrụ = refused ; kwadoro = supported ; nkwado = support ; katọrọ = condemned ; mkpesa = complaint ; rịọrọ = appealed
ọnụọgụ = number of ; ọnụ ọgụgụ = number of ; ọnụego = rate of ; ọnụ ego = rate of ; ngụkọ = count ; ngụkọta = total ; mkpokọta = total

# verbs of the news
mere = happened ; emere = was held ; mee = do ; gara = went ; bịara = came ; lọghachiri = returned ; laghachiri = returned
hụrụ = saw ; nụrụ = heard ; maara = knew ; chọrọ = wants ; nyere = gave ; natara = received ; were = took ; weere = took
zụrụ = bought ; rere = sold ; kwụrụ ụgwọ = paid ; kwụọ ụgwọ = pay ; nyere aka = helped ; enyemaka = help ; bidoro = started
mechara = finished ; kwụsịrị = stopped ; meghere = opened ; mechiri = closed ; wuru = built ; rụrụ = built ; rụọ = do
họpụtara = elected ; ahọpụtara = was elected ; họrọ = chose ; tụrụ vootu = voted ; tụọ vootu = vote ; ịtụ vootu = voting
gbara ọsọ = fled ; gbapụrụ = escaped ; gbagburu = shot dead ; gbara egbe = shot ; wakporo = attacked ; zuru = stole
ejidere = arrested ; tụrụ mkpọrọ = jailed ; tọhapụrụ = released ; hapụrụ = released ; napụtara = rescued ; zọpụtara = rescued
tinyere = put ; wepụrụ = removed ; belata = reduce ; belatara = reduced ; bawanye = increase ; bawanyere = increased
mụbara = increased ; toro = grew ; tolitere = grew ; rịrị elu = rose ; dalata = fell ; daa = fall ; gbadara = fell ; mebiri = destroyed ; gbachiri = blocked
gbara ọkụ = burned ; kpọrọ ọkụ = burned ; nwụrụ anwụ = died ; anwụọla = has died ; merụrụ ahụ = injured ; mmerụ ahụ = injuries
họpụta = appoint ; họpụtara = appointed ; chụpụrụ = sacked ; gbara arụkwaghịm = resigned ; arụkwaghịm = resignation
nabatara = welcomed ; kwadebere = prepared ; haziri = organised ; hiwere = founded ; tọrọ ntọala = founded ; bịanyere aka = signed
kwadoro iwu = passed a law ; mebere iwu = made a law ; machibidoro = banned ; machibido = ban ; kpọbatara = imported
zigara = sent ; dere = wrote ; gụrụ = read ; mụrụ = gave birth ; amụrụ = was born ; lụrụ = married ; nwụrụ = died
ịrụ ọrụ = working ; arụ ọrụ = work ; ọrụ ugbo = farming

# people and society
nwoke = man ; ndị ikom = men ; nwanyị = woman ; ndị inyom = women ; ụmụ nwanyị = women ; nwata = child ; ụmụaka = children
ụmụ aka = children ; ụmụntakịrị = children ; ntorobịa = youth ; ndị ntorobịa = youths ; okenye = elder ; ndị okenye = elders
ezinụlọ = family ; nna = father ; nne = mother ; nwa = child ; ụmụ = children ; nwanne = sibling ; enyi = friend ; ndị enyi = friends
eze = king ; ndị eze = traditional rulers ; ezeala = traditional ruler ; onye isi = head ; ndị isi = leaders ; onyeisi = head
onye ndu = leader ; ndị ndu = leaders ; odeakwụkwọ = secretary ; kọmishọna = commissioner ; onye ndụmọdụ = adviser
ndụmọdụ = advice ; ọnụ na-ekwuru = spokesperson ; onye na-ekwuchitere = spokesperson ; onye nta akụkọ = journalist
ndị nta akụkọ = journalists ; onye nkuzi = teacher ; ndị nkuzi = teachers ; onye ọrụ ugbo = farmer ; ndị ọrụ ugbo = farmers
ndị na-azụ anụ = herders ; onye ahịa = trader ; ndị ahịa = traders ; ndị ọrụ = workers ; onye ọrụ = worker ; onye ọrịa = patient
ndị ọrịa = patients ; nọọsụ = nurse ; ụmụ amaala = citizens ; amaala = citizen ; ndị obodo = residents ; ọha = public
ọha mmadụ = public ; ọha na eze = the public ; obodo ukwu = city ; ime obodo = village ; mpaghara = region ; ógbè = area
ọwụwa anyanwụ = east ; ọdịda anyanwụ = west ; ugwu = north ; ndịda = south ; ugwu ọwụwa anyanwụ = north-east
ndịda ọwụwa anyanwụ = south-east ; ugwu ọdịda anyanwụ = north-west ; ndịda ọdịda anyanwụ = south-west ; etiti = central
oke ala = border ; ụwa = world ; mba ụwa = the world ; mba ofesi = abroad ; mba ọzọ = other countries ; mba = country
ndị Igbo = Igbo people ; ala Igbo = Igboland ; ndị Hausa = Hausa people ; ndị Yoruba = Yoruba people ; asụsụ = language
asụsụ Bekee = English ; Bekee = English ; onye ọcha = white person

# places and bodies in Igbo spelling
Amerịka = America ; Amerika = America ; Briten = Britain ; Chaịna = China ; Afrịka = Africa ; Ndịda Afrịka = South Africa
Enugwu = Enugu ; Ọnịcha = Onitsha ; Abịa = Abia ; Ebọnyị = Ebonyi ; Anambara = Anambra ; Kanọ = Kano ; Pọt Hakọt = Port Harcourt
Abụja = Abuja ; Owere = Owerri ; Naịjirịa = Nigeria ; Naịjịrịa = Nigeria ; Najirịa = Nigeria ; Nigeria = Nigeria
Otu Mba Ụwa Jikọrọ Ọnụ = United Nations ; Otu Mba Ụwa = United Nations ; Isreal = Israel

# politics and government
onye ndọrọ ndọrọ ọchịchị = politician ; ndị ndọrọ ndọrọ ọchịchị = politicians ; ọchịchị onye kwuo uche ya = democracy
onye kwuo uche ya = democracy ; ọchịchị ndị agha = military rule ; iwu = law ; iwu obodo = constitution ; akwụkwọ iwu = constitution
kọmitii = committee ; nzukọ = meeting ; ọgbakọ = conference ; mkparịta ụka = talks ; nkwekọrịta = agreement ; udo = peace
ịdị n'otu = unity ; ikike = right ; ikike mmadụ = human rights ; nnwere onwe = freedom ; ikpe ziri ezi = justice
mkpọsa = campaign ; mkpọsa ntuli aka = election campaign ; nsonaazụ = result ; nsonaazụ ntuli aka = election results
mmeri = victory ; onye mmeri = winner ; ngagharị iwe = protest ; ndị ngagharị iwe = protesters ; iwe = anger
ụlọ ọrụ = company ; ụlọ ọrụ gọọmentị = government agency ; ministri = ministry ; minista = minister ; onye minista = minister
osote = deputy ; onye osote = deputy ; onye isi oche = chairman ; isi oche = chairman ; ọkaiwu = lawyer ; ndị ọkaiwu = lawyers
ọchịchị steeti = state government ; ọchịchị etiti = federal government ; ndị ọchịchị = authorities ; ọkwa = office
onye na-azọ ọkwa = candidate ; ndị na-azọ ọkwa = candidates ; azọ ọkwa = contest ; otu ọchịchị = ruling party

# courts, crime and security
ụlọ ikpe = court ; ụlọikpe = court ; ụlọ ikpe kachasị elu = Supreme Court ; ọkàikpe = judge ; ọkaikpe = judge ; ikpe = judgment
ebubo = charge ; boro ebubo = accused ; nchọpụta = investigation ; nyocha = investigation ; mpụ = crime ; ndị mpụ = criminals
nrụrụ aka = corruption ; aghụghọ = fraud ; ohi = theft ; onye ohi = thief ; ndị ohi = robbers ; ntọrọ mmadụ = kidnapping
mkpọrọ = prison ; ụlọ mkpọrọ = prison ; ọgba aghara = violence ; ọgbaghara = unrest ; ọgụ = fight ; agha = war
ndị nche = guards ; ndị iro = enemies ; egwu = fear ; nsogbu = problem ; ihe ize ndụ = danger ; ihe mberede = accident
mberede = emergency ; egbe = gun ; ngwa agha = weapons ; bọmbụ = bomb ; ndị na-eyi ọha egwu = terrorists ; iyi ọha egwu = terrorism
ndị omekome = criminals ; ogbugbu = killing ; igbu mmadụ = murder ; ndị ntọọ = kidnappers

# economy
akụ = wealth ; ụba = wealth ; azụmahịa = trade ; ngwa ahịa = goods ; nri = food ; osikapa = rice ; ọka = maize ; ji = yam
akpụ = cassava ; agwa = beans ; ugbo = farm ; anụ ụlọ = livestock ; ehi = cattle ; ụzọ = road ; okporo ụzọ = road
akwa mmiri = bridge ; ụgbọ = vehicle ; ụgbọala = car ; ụgbọ ala = car ; ụgbọ elu = aircraft ; ụgbọ oloko = train
ụgbọ mmiri = ship ; ọdụ ụgbọ elu = airport ; ụlọ = house ; ụlọ akụ = bank ; ụlọ ọrụ mmepụta = factory ; ego mba ọzọ = foreign exchange
mmanụ ala = crude oil ; ọla edo = gold ; ụnwụ = famine ; agụụ = hunger ; mmụba = increase ; mbelata = reduction
mgbazinye ego = loan ; atụmatụ = plan ; atụmatụ ego = budget ; mmefu ego = budget ; ụgwọ ọnwa = salary
ụgwọ ọnwa kacha nta = minimum wage ; tinye ego = invest ; itinye ego = investment ; ọkụ = fire ; ọkụ eletrik = electricity
mmiri = water ; idei mmiri = flood ; iju mmiri = flood ; ala = land ; ala ọma jijiji = earthquake ; ọnọdụ = condition
ọnọdụ akụ na ụba = economy ; ọnụ ahịa ngwa ahịa = prices ; ọnụahịa = price ; ụkọ = scarcity ; ọrụ enweghị = unemployment

# health and education
ọrịa nje = infection ; nje = virus ; ọgwụ = medicine ; ọgwụgwọ = treatment ; ọrịa shuga = diabetes ; ọrịa obi = heart disease
ọmụmụ = birth ; nri edozi ahụ = nutrition ; ọbara = blood ; ọrịa kọrọna = COVID-19
agụmakwụkwọ = education ; ụlọ akwụkwọ = school ; mahadum = university ; akwụkwọ = book ; ule = examination

# media and time
mgbasa ozi = media ; ụlọ ọrụ mgbasa ozi = media house ; redio = radio ; televishọn = television ; ịntanetị = internet
ekwentị = phone ; izu = week ; izu ụka = week ; taa = today ; ụnyaahụ = yesterday ; echi = tomorrow ; gara aga = past
n'afọ gara aga = last year ; na-abịa = next ; ụtụtụ = morning ; ehihie = afternoon ; mgbede = evening ; abalị = night
Mọnde = Monday ; Tuzde = Tuesday ; Wenezde = Wednesday ; Tọzde = Thursday ; Fraịde = Friday ; Satọde = Saturday ; Sọnde = Sunday
afọ iri = decade ; narị afọ = century

# more everyday words
ụlọọrụ = company ; ụlọ ọrụ = company ; ụkwara = cough ; aha = name ; kpọrọ aha = named ; wepụtara = released ; gụnyere = including
nye = to ; isi = head ; lee = look ; lele = inspect ; nkesa = distribution ; ụbọchị ahụ = that day ; afọ a = this year
ọnwa a = this month ; izu a = this week ; taa bụ = today is ; ọ bụghị = it is not ; abụghị = not ; adịghị = not ; enweghị = no

# more news words
ọmụrụ nwa ego = interest rate ; ọmụrụ nwa = interest ; akwụkwọ ego = banknotes ; akwụkwọ ego ọhụrụ = new naira notes
ego dijitalụ = digital currency ; ụzọ anọ = quarter ; karịrị = exceeded ; gafere = exceeded ; wọọdụ = wards ; mpaghara ntuli aka = wards
nzọụkwụ = step ; mbọ = effort ; ebumnobi = aim ; ihe kpatara = reason ; okwu a = this matter ; ihe a = this

# everyday words
oke = great ; kemgbe = since ; kamgbe = since ; n'akụkụ = beside ; akụkụ = part ; gbata gbata = emergency ; kpam kpam = completely
egwuregwu = sports ; egwuregwu bọọlụ = football ; bọọlụ = ball ; boolu = ball ; asọmpị = competition ; onye egwuregwu = player
nkeji = minute ; nkiri = viewing ; ihe nkiri = film ; jiri = used ; ji = with ; gbuo = kill ; gbue = kill ; egbu = killing
achụpụla = evacuated ; chụpụrụ = drove out ; ebupụla = carried away ; bupụrụ = carried ; agbapụla = fled ; gbapụ = escape
ọkụ ọhịa = wildfire ; ọhịa = forest ; ikuku = wind ; ifufe = storm ; oke mmiri = heavy rain ; okpomọkụ = heat ; oyi = cold
ụlọ = house ; ụlọ ọgwụ = hospital ; ụlọ nzukọ = hall ; ọnụ ụlọ = room ; ụzọ ụgbọ = route ; njem = journey ; ọbịbịa = arrival
nleta = visit ; gara leta = visited ; letara = visited ; kpọtụrụ = contacted ; kpọrọ = called ; akpọ = called ; ịkpọ = call
dere = wrote ; ederede = writing ; ozi = message ; ajụjụ = question ; azịza = answer ; echiche = opinion ; nghọta = understanding
mara = know ; ọmụma = knowledge ; amamihe = wisdom ; ịchọ = to want ; ọchịchọ = desire ; olileanya = hope ; ụjọ = fear ; obi ụtọ = happiness
mwute = sadness ; iwe = anger ; ịhụnanya = love ; ahụ n'anya = love ; ịkpọasị = hatred ; nkwenye = belief ; ntụkwasị obi = trust
ike = power ; ike ọchịchị = authority ; ike agwụ = tired ; ọdịmma = welfare ; ọganihu = progress ; mmepe = development
ụlọ ọrụ ọha = public institutions ; ọrụ obodo = public works ; ụlọ ọrụ nchekwa = security agencies ; ndị nchekwa = security agents
ndị uwe ojii = police ; ndị agha mmiri = navy ; ndị agha ikuku = air force ; onye isi ndị agha = army chief ; onye isi ndị uwe ojii = police chief
ọnwụ = death ; ndụ = life ; ndụ mmadụ = human lives ; ọnwụ ọnwụ = deaths ; ozu = corpse ; olili ozu = burial ; lie = bury
nwụọ = die ; anwụ = die ; anwụghị = not die ; dị ndụ = alive ; ndị dị ndụ = survivors ; mmerụ = injury ; ahụ ike = health
mgbe ahụ = then ; ugbua = now ; ka ọ dị ugbu a = as it stands ; n'ezie = indeed ; eziokwu bụ na = the truth is that ; ọ dị mkpa = it is important
mkpa = need ; mkpa dị = need ; chọrọ ka = wants that ; kwesịrị = should ; ga-ekwe omume = possible ; enweghị ike = cannot ; nwere ike = can
ịgba = to run ; agba = run ; gbara = ran ; gbaa = run ; na-agba = running ; agbakọ = gathered ; zukọrọ = gathered ; nnọkọ = meeting
ọgbakọ ezumezu = general assembly ; ndị ọrụ mgbasa ozi = media workers ; ọkwa ọrụ = position ; ọrụ aka = handwork ; ndị ọrụ aka = artisans

# more verbs and directions
pụtara = came out ; pụta = come out ; banye = enter ; chọpụtara = found out ; chọpụta = find out ; zara = answered ; gbalịrị = tried
tụrụ anya = expected ; atụmanya = expectation ; rụpụtara = produced ; mepụtara = created ; wetara = brought ; weta = bring ; duru = led
dugara = led ; chịrị = ruled ; na-achị = ruling ; onye na-achị = ruler ; kwagara = moved ; gbanwere = changed ; mgbanwe = change
mezuru = fulfilled ; mezuo = fulfil ; kwere nkwa = promised ; nkwa = promise ; kọrọ = reported ; nọgidere = continued ; gara n'ihu = continued
n'ihu = ahead ; ihu = front ; azụ = back ; n'azụ = behind ; n'ala = on the ground ; n'ebe = at ; n'ebe a = here ; gburugburu = around
nwetere = got ; nwete = get ; nweta = get ; enwetaghị = did not get ; achọghị = does not want ; amaghị = does not know ; ahụghị = did not see
ekwughị = did not say ; emeghị = did not do ; agaghị = will not ; agaghị ekwe = will not allow ; ekweghị = did not allow ; kwe = allow
kwere ka = allowed ; nyekwara = also gave ; kwukwara = also said ; gosikwara = also showed ; mekwara = also did ; tinyekwara = also added
rịọ = beg ; arịrịọ = appeal ; kpesara = complained ; mkpesa = complaint ; kwadoo = support ; mmekọ = cooperation ; mmekọrịta = relationship
jikọrọ = united ; njikọ = union ; ndị otu = members ; onye otu = member

# religion
chọọchị = church ; ụka = church ; alakụba = Islam ; ndị alakụba = Muslims ; ụlọ alakụba = mosque ; ndị Kraịst = Christians
okpukpe = religion ; Chineke = God ; Chukwu = God

# added by hand (session 'lexicon'): verb roots for the affix stems, people and groups, elections, courts and crime, money, health, schooling, sport, time
# verb roots (the stems of igbo.ts find them under their prefixes and suffixes), in the past as news tells
bịa = came ; kwu = said ; gbu = killed ; jide = arrested ; zu = stole ; hụ = saw ; nụ = heard ; chọ = wanted
nwụ = died ; chị = ruled ; tụ = cast ; mebi = destroyed ; mepe = opened ; mechi = closed ; wu = built ; rụ = built
kwado = supported ; zute = met ; wakpo = attacked ; napụta = rescued ; tọọ = kidnapped ; tọrọ = kidnapped ; tọhapụ = released
kpọsa = announced ; kọwa = explained ; gosi = showed ; gosipụta = revealed ; rịgo = rose ; gbago = rose ; da = fell
gbada = fell ; malite = started ; bido = started ; kwụsị = stopped ; nata = received ; zụta = bought ; ree = sold
meri = won ; chụpụ = sacked ; nabata = welcomed ; hazi = organised ; kpọ = called ; gwa = told ; kwenye = believed
jụ = refused ; katọ = condemned ; tinye = put ; wepụ = removed ; wepụta = released
zi = sent ; zipụ = sent ; de = wrote ; gụ = read ; lụ = married ; gbanwe = changed ; dozie = fixed ; rụzie = repaired
gbasa = spread ; chụsa = dispersed ; lọghachi = returned ; laghachi = returned ; kpata = caused ; nyochaa = investigated
enyo = suspected ; enyo enyo = suspected ; na-enyo enyo = suspected ; a na-enyo enyo = suspected ; gba = shot
mụba = increased ; mebie = destroyed ; merụ = injured ; merụọ ahụ = injured
kwupụta = announced ; kwọ = paid ; gafe = passed ; gafee = passed
bata = entered ; pụọ = left ; hapụ = left ; gbaso = followed ; soro = followed ; so = joined ; sonye = joined
tinye aka = signed ; bịanye aka = signed ; nwalee = tested ; nwale = test ; gwọ = treated ; gwọọ = cured ; chekwa = protected ; chebe = protected
kwalite = promoted ; kwalitere = improved ; kwụnye = installed ; rụpụta = produced ; mepụta = produced
ghọ = became ; ghọọ = become ; bụrụ = became ; nọgide = remained ; nọrọ = stayed ; biri = lived ; bi = lived
ta ahụhụ = suffered ; na-ata ahụhụ = suffering ; ahụhụ = suffering ; ụbịam = poverty ; ụbịa = poverty ; ọnọdụ ụbịam = poverty
# people and groups
ndị na-agba egbe = gunmen ; ndị agbagbu egbe = gunmen ; ndị ohi egbe = armed robbers ; ndị mwakpo = attackers ; ndị nche obodo = vigilantes
ndị ezinụlọ = family members ; ndị ikwu = relatives ; otu = one ; otu ndọrọndọrọ ọchịchị = political party
otu na-achị = ruling party ; otu na-achị achị = ruling party ; otu mmegide = opposition party
mmegide = opposition ; ndị mmegide = opposition ; onye bụbu = former ; bụbu = former ; onye bụ = who is ; ndị bụ = who are ; ndịọrụ = workers
ndị nọọsụ = nurses ; ndị dọkịta = doctors ; ndị ọkachamara = experts ; ọkachamara = expert
ndị ọrụ nchekwa = security agents ; ndị agha Naịjirịa = Nigerian army
ndị uwe ojii steeti = state police ; ọchịagha = commander ; ọnụ na-ekwuru ndị uwe ojii = police spokesman
ndị gọvanọ = governors ; gọvanọ steeti = state governor ; ndị senetọ = senators ; ọkaakaa = speaker ; onye ọkaakaa = speaker
# politics and elections
ntuli aka ọzọ = rerun election ; ntuli aka mbido = primary election ; ntuli aka nke mbụ = primaries ; ịzụ vootu = vote buying ; zụọ vootu = vote buying
zọọ ọkwa = contested ; zọrọ ọkwa = contested ; ọkwa onye isi ala = presidency ; tiketi = ticket ; INEC = INEC
mgbanwe iwu = amendment ; ụkpụrụ = policy ; ụkpụrụ iwu = regulation ; ụlọ omebe iwu steeti = state assembly
ụlọ ọrụ na-ahụ maka ntuli aka = electoral commission ; na-ahụ maka = in charge of ; ahụ maka = in charge of
# courts and crime
mara ikpe = sentenced ; amara ikpe = was sentenced ; ikpe ọnwụ = death sentence ; ịga mkpọrọ = imprisonment ; mkpọrọ afọ = years in prison
ebubo ntọrọ = kidnapping charges ; ebubo ụgha = false accusation ; gbaa akwụkwọ = sued ; akwụkwọ ikpe = lawsuit
ntọrọ = kidnapping ; ntọọ = kidnapping ; ndị ntọrọ = kidnappers ; ndị tọọrọ = kidnappers ; ndị e tọọrọ = kidnapped people ; e tọọrọ = kidnapped
ogbugbu mmadụ = killings ; igbu ọchụ = murder ; ọchụ = murder ; mmeghe ọkụ = shooting ; anwụrụ ọkụ = smoke ; anwụrụ ọkụ na-akpụ anya mmiri = tear gas
anya mmiri = tears ; ọgwụ ike = drugs ; ọgwụ ọjọọ = hard drugs ; mbubata = smuggling ; ọgbaaghara = unrest
ndị Boko Haram = Boko Haram ; ndị IPOB = IPOB ; ndị na-eyi egwu = terrorists ; mmegbu = oppression ; mmekpa ahụ = harassment
# economy and money
ọnụahịa nri = food prices ; mmụba ọnụahịa = price increase ; ịba ụba = increase ; ịbawanye = increase ; arịgo elu = risen ; elu = high ; ala ala = low
ụgwọ akwụkwọ = school fees ; ụgwọ ụlọ akwụkwọ = school fees ; ụgwọ ọnwa ndị ọrụ = workers' salaries ; ego ụgwọ ọnwa = salary ; ndị ọrụ gọọmentị = civil servants
iku ọrụ = strike ; gbaa ọrụ = strike ; nkwụsị ọrụ = strike ; mmanụ ụgbọ ala = petrol ; mmanụ ọkụ = kerosene ; mmanụ dizel = diesel ; gas = gas
ọdụ mmanụ = filling station ; ụlọ ọrụ mmanụ = refinery ; ụlọ mmanụ = refinery ; ihe ọkụkụ = crops ; ọrụ ubi = farming ; ubi = farm ; fatịlaịza = fertiliser
ego ndị ọzọ = foreign currency ; dọla Amerịka = US dollar ; mgbaghara ụgwọ = debt relief ; ụgwọ mba ọzọ = foreign debt ; ego mbinye = loan ; mbinye = loan
ụlọ akụ ụwa = World Bank ; ahịa ụwa = world market ; ụlọ ahịa = shop ; mbupụ = export ; mbubata ngwa ahịa = imports
# health and schooling
ọgwụ mgbochi ọrịa = vaccine ; ọrịa kọlera = cholera ; kọlera = cholera ; ọrịa Lassa = Lassa fever ; ọrịa ịba = malaria ; ọrịa ọjọọ = epidemic
ọrịa mgbakasị ahụ = outbreak ; ọrịa na-efe efe = infectious disease ; na-efe efe = infectious ; ọrịa kansa = cancer ; kansa = cancer ; ọrịa ụkwara nta = tuberculosis
ụmụ akwụkwọ = students ; ụmụakwụkwọ mahadum = university students ; ụlọ akwụkwọ praịmarị = primary school ; ụlọ akwụkwọ sekọndrị = secondary school
ndị nkuzi mahadum = lecturers ; ule WAEC = WAEC exam ; ule JAMB = JAMB exam
# sport
goolu = goal ; gol = goal ; efu = nil ; ndị otu egwuregwu = team ; otu egwuregwu = team ; otu bọọlụ = football team ; onye nkuzi egwuregwu = coach
iko mba ụwa = World Cup ; iko = cup
# time
Tuesdee = Tuesday ; Wednesde = Wednesday ; Tọsde = Thursday ; Fraịdee = Friday ; Satụdee = Saturday ; Sọndee = Sunday
n'izu gara aga = last week ; izu gara aga = last week ; ọnwa gara aga = last month ; n'ọnwa gara aga = last month ; afọ gara aga = last year
izu na-abịa = next week ; ọnwa na-abịa = next month ; afọ na-abịa = next year ; n'afọ na-abịa = next year ; awa = hours ; elekere = o'clock
# grammar
ihe dị ka = about ; dịka akụkọ si kwuo = according to reports ; dị ka akụkọ si kwuo = according to reports ; si kwuo = said ; dịka ọ sịrị = as he said
iji = to ; ka ọ = that ; ka ha = that they ; maka na = because ; kama = instead ; n'agbanyeghị = despite ; agbanyeghị = although ; ọzọkwa = also

# added by hand (session 'lexicon'), second list: words of any report, government and politics, security and courts, money and daily life, health, religion
# words of any report
onye nta akụkọ anyị = our correspondent ; ọgbakọ ndị nta akụkọ = press conference ; ajụjụ ọnụ = interview ; gbara ajụjụ ọnụ = interviewed
n'ozi = in a message ; ozi o zipụrụ = message he sent ; n'ọkwa = in a statement ; ọkwa o nyere = statement he issued ; kwupụtara n'ọkwa = announced in a statement ; akwụkwọ ozi = letter
mgbe ọ na-ekwu = while speaking ; mgbe ọ na-agwa = while telling ; gwara ndị nta akụkọ = told journalists ; kọọrọ = told ; akọ = story
nsogbu akụ na ụba = economic problems ; ihe ịma aka = challenge ; ịma aka = challenge ; dị mkpa = important
ọhụụ = vision ; mmepe obodo = development ; ihe ọma = good things ; ihe ọjọọ = bad things ; ọjọọ = bad ; ọma = good ; ezi = good
ọtụtụ mmadụ = many people ; ọtụtụ ndị = many people ; puku kwuru puku = thousands ; ọtụtụ puku = thousands ; ọtụtụ nde = millions ; ụzọ abụọ = twice
# government and politics
onye isi ala Naịjirịa = Nigerian president ; onye isi ala mbụ = former president ; onye bụbu onye isi ala = former president ; onye gọvanọ = governor ; gọvanọ mbụ = former governor
ọchịchị Tinubu = Tinubu administration ; ọchịchị Buhari = Buhari administration ; ọchịchị onye agha = military rule ; ndị ọchịchị obodo = local authorities ; ụlọ ọrụ ọchịchị = government agency
ndị isi ọchịchị = government officials ; onye ọrụ ọchịchị = civil servant ; onye isi ọchịchị = head of government ; isi ọchịchị = head ; ọkwa ọchịchị = government position
otu APC = APC ; otu PDP = PDP ; otu LP = Labour Party ; otu Labour = Labour Party ; otu APGA = APGA ; ndị otu ya = his party members ; onye isi otu = party chairman
nnọkọ ọgbakọ = conference ; nzukọ ndị isi = summit ; mkpebi = decision ; kpebiri = decided ; kpebie = decide ; iwu ọhụrụ = new law ; ụkpụrụ ọhụrụ = new policy
ndị Amerịka = Americans ; ndị Briten = British ; ndị Chaịna = Chinese ; Ghana = Ghana ; Kameroon = Cameroon ; Niger = Niger
# security and courts
ndị otu Boko Haram = Boko Haram ; ndị ọrụ ngo = militants ; ndị ọrụ ebube = militants ; ndị agha ojii = soldiers ; ndị nche ala = security guards ; ndị nche Amotekun = Amotekun
mwakpo egbe = gun attack ; wakpoo = attack ; kpọọ ọkụ = set ablaze ; gbaa egbe = shoot ; gbara mmadụ egbe = shot people
ndị e gburu = people killed ; ndị nwụrụ = the dead ; ndị merụrụ ahụ = the injured ; ozu mmadụ = bodies ; ili = grave ; liri = buried ; olili = burial
a tọọrọ = were kidnapped ; ego mgbapụta = ransom ; mgbapụta = rescue ; mgbanaka = ring
ụlọ ikpe kasị elu = Supreme Court ; ụlọ ikpe mkpegharị = Court of Appeal ; ụlọikpe mkpegharị = Court of Appeal ; ụlọ ikpe etiti = Federal High Court ; ụlọ ikpe ukwu = High Court
amaa ikpe = convicted ; mara ya ikpe = sentenced him ; ebubo igbu ọchụ = murder charge ; ebubo nrụrụ aka = corruption charges ; akaebe = witness ; ndị akaebe = witnesses
nkwụchi = bail ; nkwụ ụgwọ nkwụchi = bail ; ntọhapụ = release ; njide = arrest ; ejide = arrest ; ndị e jidere = those arrested
# economy and daily life
ahịa mmanụ = oil market ; ọnụahịa mmanụ = oil price ; ọnụahịa mmanụ ụgbọala = petrol price ; ụkọ mmanụ = fuel scarcity ; enyemaka mmanụ = fuel subsidy ; mwepụ enyemaka = subsidy removal
ahịa ukwu = big market ; ndị na-ere ahịa = traders ; na-ere = selling ; ere = sell ; ịzụ ahịa = trading ; azụmaahịa = business
ego a na-akwụ = money paid ; ụgwọ a na-akwụ = fees ; ụgwọ ụgbọ = fare ; ụgwọ njem = transport fare ; ndị njem = passengers ; ụgbọ njem = transport
ego ọha = public funds ; akụ ọha = public funds ; ụlọ akụ ndị = banks ; akaụntụ = account ; ego dị n'akaụntụ = money in account ; ụlọ akụ etiti Naịjirịa = Central Bank of Nigeria
# health
ọrịa coronavirus = COVID-19 ; nje virus = virus ; ule ọrịa = test ; nnwale = test ; ndị butere ọrịa = infected people ; butere = contracted ; bute = contract
ọrịa ọbara mgbali elu = hypertension ; ọbara mgbali elu = hypertension ; ọrịa akụrụ = kidney disease ; ọrịa imeju = liver disease ; ọrịa mgbu = pain ; mgbu = pain
ụmụ nwanyị dị ime = pregnant women ; dị ime = pregnant ; ọmụmụ nwa = childbirth ; ụmụ ọhụrụ = newborns ; nwa ọhụrụ = newborn ; ọgwụ nje = antibiotics
# religion
ụlọ ụka = church ; Onye nwe anyị = the Lord ; pope = Pope
fada = priest ; ndị fada = priests ; ukochukwu = priest ; bishọp = bishop ; onye nkuzi okpukpe = cleric ; ekpere = prayer ; kpere ekpere = prayed
# added by hand (session 'multiling2'), from general knowledge of the language
debara aha = registered ; ndị debara aha = those who registered ; ndị debanyere aha = those who registered
ka ha tụọ vootu = to vote ; ka ha tụọ votu = to vote ; tụọ vootu = vote ; ịtụ vootu = to vote ; tụrụ vootu = voted
ịrị elu = rise ; rịrị elu = rose ; arịgo = risen ; ọnụ ahịa ịrị elu = inflation ; ịrị elu ọnụ ahịa = inflation ; ọnụ ahịa ihe ịrị elu = inflation
welitere = raised ; weliri = raised ; bulitere = raised ; ruo = to ; ruo na = up to
ego naira ọhụrụ = new naira notes ; ego ọhụrụ = new notes ; akwụkwọ ego = naira notes
# added by hand (session 'multiling3'), from general knowledge of the language
ọ bụghị eziokwu na = it is not true that ; anụrụ m na = I heard that ; nụrụ ihe a = hear this ; adị mfe = be easy ; agaghị adị mfe = will not be easy ; anụla m na = I have heard that ; ha na-ekwu na = they say that ; ha kwuru na = they said that ; ka ha na-ekwu = so they say ; a na-ekwu na = it is said that
ndị na-enweghị ọrụ = unemployment ; ndị enweghị ọrụ = unemployment ; enweghị ọrụ = unemployment ; ịnọ n'efu = unemployment
nkeji nke mbụ nke = first quarter of ; nkeji nke abụọ nke = second quarter of ; nkeji nke atọ nke = third quarter of ; nkeji nke anọ nke = fourth quarter of
natara PVC = collected PVCs ; natara PVC ha = collected their PVCs ; natara kaadị ntuli aka = collected voter cards
gbanwere ego = redesigned the naira notes ; gbanwere ego naira = redesigned the naira notes ; gbanwere akwụkwọ ego = redesigned the naira notes
buliri = raised ; bulitere = raised ; ihe dị ka = about
# added by hand (session "multiling6"): a voice note's greeting and "what I am saying is that" carry nothing; "prices of goods"
ndewo nụ = ; ndewo unu = ; ihe m na-ekwu bụ na = ; ihe m na-ekwu bụ = ; ihe m chọrọ ịgwa unu bụ na = ; ọnụ ahịa ihe = prices ; ọnụ ahịa ngwá ahịa = prices
# prices in general rising "to" a percentage is the inflation rate, as English news says it
ọnụ ahịa ihe rịrị elu = inflation rose ; ọnụ ahịa rịrị elu = inflation rose ; ọnụ ahịa ihe arịgoola = inflation has risen
# added by hand (session "multiling7"): "please listen" before the claim carries nothing; "please"
biko nụrụ = ; biko nụrụ nụ = ; biko gee ntị = ; biko geenụ ntị = ; biko = please
`;
