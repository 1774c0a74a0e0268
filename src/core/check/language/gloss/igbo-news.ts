/**
 * The general vocabulary of Igbo news reporting (session "xling"): saying and doing, government,
 * courts, police and security, prices and oil, farming, health, schools, sport, weather, family,
 * places and peoples, adjectives. Written by hand for this project from general knowledge of the
 * language (no data set was copied or derived from); MIT with the project. The lowest layer:
 * igbo-general.ts and igbo.ts win wherever they have the same word. Verbs are written in the past
 * (-rV) where news uses it; igbo.ts's stems find them under their perfect forms too. Words with
 * two common senses (ji yam/hold, ime inside/pregnancy, azụ fish/back) are left out.
 * Format: lexicon-lines.ts.
 */
export const IGBO_NEWS = `
# government and politics
gọọmentị obodo = local government
onye isiala = president ; osote gọvanọ = deputy governor ; onye bụbu gọvanọ = former governor
ndị minista = ministers ; onye omebe iwu = lawmaker ; sineti = Senate ; senatọ = senator ; ndị senatọ = senators
onye ọnụ na-ekwuru = spokesman
eze ọdịnala = traditional ruler ; obi eze = palace ; onye nnọchiteanya = representative ; ndị nnọchiteanya = representatives ; ụlọ ndị nnọchiteanya = House of Representatives
ntuliaka = election ; onye ndoro ndoro = candidate ; azọ ọchịchị = contest
onye meriri = winner ; ọkpụkpọ oku = call
kparịtara ụka = discussed ; kwekọrịtara = agreed ; ndị iwu = laws
ngalaba = department ; ngalaba ọrụ = ministry
ụlọ ọrụ ndị uwe ojii = police ; ụlọ ọrụ ntuli aka = electoral commission ; ọgbakọ mba ụwa = United Nations
# saying, asking, promising
kọrọ akụkọ = reported ; ụlọ ọrụ nta akụkọ = media house
jụrụ ajụjụ = asked ; dọrọ aka na ntị = warned ; ịdọ aka na ntị = warning ; kpọkuru = called on
nyere ekele = thanked ; ekele = thanks ; gbachitere = defended
onye akaebe = witness ; gbara akaebe = testified ; onye a na-enyo enyo = suspect ; ndị a na-enyo enyo = suspects ; mere ka a mara = announced
# doing, going, working
kesara = distributed ; wulitere = built ; mmepụta = production ; bulitere = raised ; weturu = reduced
kwụsịtụrụ = suspended ; kagburu = cancelled ; họọrọ = chose ; chịkọbara = gathered ; mmalite = beginning ; gwụrụ = ended
njedebe = end ; mgbalị = effort ; rụrụ ọrụ = worked
nwụchiri = arrested ; nwụchie = arrest ; kpọchiri = locked up ; gbapụtara = rescued ; chụrụ = chased
ọpụpụ = exit ; gaa = go ; ndị bi = residents ; ndị bi na = residents of ; gbanarị = escaped ; gbanahụrụ = escaped
# courts, police, crime, security
ụlọikpe kachasị elu = Supreme Court ; ụlọikpe kacha elu = Supreme Court ; ụlọikpe etiti = Federal High Court ; ụlọikpe dị elu = High Court
ndị ọkaikpe = judges ; kpere ikpe = ruled ; mkpegharị ikpe = appeal ; ọka iwu = lawyer ; ndị ọka iwu = lawyers ; onye ọka iwu = lawyer
onye mkpọrọ = prisoner ; ndị mkpọrọ = prisoners ; onye uwe ojii = policeman ; ọdụ ndị uwe ojii = police station ; kọmishọna ndị uwe ojii = police commissioner
onye agha = soldier ; onye nche = guard ; nche = security
zuru ohi = stole ; ndị ọjọọ = criminals
ndị egbe = gunmen ; ndị ji egbe = gunmen ; mgbawa = explosion ; lụrụ ọgụ = fought
enweghị nchekwa = insecurity ; mbuso agha = attack
mbibi = destruction ; kwaturu = demolished ; ndị nnupụisi = rebels ; nnupụisi = rebellion ; tụrụ ụjọ = feared
nrigbu = corruption ; ego ngari = bribe ; izu ohi ego = embezzlement
# money, prices, oil, work
ọnụ ahịa ngwaahịa = prices of goods ; ngwaahịa = goods ; ịrị elu nke ọnụ ahịa = inflation ; dị oke ọnụ = expensive
dị ọnụ ala = cheap ; ụkọ nri = food shortage
ụlọakụ = bank ; ụtụ = tax ; onye ọchụnta ego = businessman
ndị ọchụnta ego = businessmen ; ọgbakọ ndị ọrụ = labour union
ọgaranya = rich man ; ndị ọgaranya = the rich ; ọkụ latrik = electricity ; ụlọ obibi = housing
# farming, food
ede = cocoyam ; mmanụ nri = cooking oil ; anụ = meat
ndị na-azụ ehi = herders ; ndị Fulani = Fulani ; ọkụkọ = chicken ; ewu = goat ; owuwe ihe ubi = harvest ; ihe ubi = crops ; osimiri = river ; oké osimiri = ocean
# health
ụlọọgwụ = hospital
Korona = coronavirus
nwanyị dị ime = pregnant woman
# schools
ụlọakwụkwọ = school ; nwa akwụkwọ = student ; nkuzi = teaching
prọfesọ = professor ; asambodo = certificate
# sport
bọọlụ ụkwụ = football ; ndị egwuregwu = players ; tụrụ goolu = scored a goal
# weather and disasters
ihu igwe = weather ; mmiri ozuzo = rain ; ide mmiri = flood ; oké ifufe = storm ; ụkọ mmiri ozuzo = drought
ihe mberede ụgbọala = road accident ; ụgbọ okporo ígwè = train ; ọdachi = disaster
# religion, family, social life
onye alakụba = Muslim ; onye Kraịst = Christian
onye ụkọchukwu = pastor
nwunye = wife ; nwanne nwoke = brother ; nwanne nwanyị = sister ; ụmụnne = siblings ; alụmdi na nwunye = marriage ; olulu di na nwunye = marriage
agbataobi = neighbour ; ndị agbataobi = neighbours
# time
Tọọzdee = Thursday ; Satọdee = Saturday
# places and peoples
Nsụka = Nsukka ; Ala Bekee = Britain ; Yurop = Europe
mgbago ugwu = north
obodo mepere emepe = city
# describing
ndị ọzọ = others ; nke ọma = well ; njọ = evil ; siri ike = hard ; ogologo = long
# words the older lists reach only through a wrong stem (ụgbọelu is not ụgbọ, vehicle)
ụgbọelu = aircraft ; n'efu = free ; efuola = is missing ; ogbu mmadụ = murderer ; ndị na-egbu mmadụ = killers ; ndị na-atọrọ mmadụ = kidnappers
# second list: reporting, outcomes, crime, trade, health, school, sport, culture, family, time, describing
gbakwunyere = added ; tụkwasịrị = added ; kọwaara = explained to ; kpọpụtara = named ; mere mkpesa = complained ; zipụrụ ozi = sent a message
edemede = article ; nzaghachi = response ; zaghachiri = responded ; gọnarịrị = denied ; kelere = thanked ; jara mma = praised ; otuto = praise ; tụrụ aro = suggested ; aro = suggestion
dụrụ ọdụ = advised ; gbara ume = encouraged ; agbamume = encouragement ; n'ihi nke a = because of this ; ya bụ = that is
n'aka nke ọzọ = on the other hand ; dịka o si kwuo = as he said
ndị omempụ = criminals ; omempụ = crime ; okorobịa = young man ; ụmụ okorobịa = young men ; agbọghọbịa = young woman ; nwa agbọghọ = girl ; ụmụ agbọghọ = girls
esemokwu = dispute ; ọgụ ala = land dispute ; mkpọchi = lockdown ; nọrọ n'ụlọ = sit at home ; ndị egbe amaghị ama = unknown gunmen ; amaghị ama = unknown ; ihe mgbawa = explosive ; ebe nche = checkpoint
gbara ọsọ ndụ = fled ; ọsọ ndụ = flight ; ndị gbara ọsọ ndụ = displaced people ; ogige ndị gbara ọsọ ndụ = displacement camp ; ogige = camp ; duuru = led ; onye duru = leader ; tụfuru = lost ; furu efu = went missing
ndị furu efu = missing people ; bibiri = destroyed ; kwakọrọ = looted ; bụsoro agha = attacked ; gbara akwụkwọ = sued ; nyere iwu = ordered ; nye iwu = order ; kere = created
kere ọrụ = created jobs ; rụchara = completed ; gbakọtara = gathered ; kpọkọtara = summoned ; kpọrọ nzukọ = called a meeting ; were ọnọdụ = took office ; nọ n'ọkwa = in office ; hapụrụ ọkwa = left office ; wepụrụ n'ọkwa = removed from office
ego mba ofesi = foreign exchange ; ụgwọ ụlọ = rent ; ụlọ ọrụ mmepụta ihe = factory ; mmepụta ihe = manufacturing
ngwa ọrụ = equipment ; ọdụ ụgbọ ala = motor park ; ụgbọ ala ọha = public transport ; ụgwọ ụgbọ ala = transport fare ; ọnụ ego = amount ; ego gọọmentị = government funds ; mmefu = expenditure ; ego enyemaka = grant
onyinye = donation ; nyere onyinye = donated ; nsogbu ahụike = health problem ; ụkwara nta = tuberculosis ; ihe mgbu = pain ; afọ ọsịsa = diarrhoea
ịgba ọgwụ mgbochi = vaccination ; nnyocha ahụike = medical check ; ụlọ nyocha = laboratory ; ụlọ akwụkwọ ọta akara = nursery school ; kọleji = college ; onye isi ụlọ akwụkwọ = principal ; ụlọ nkuzi = classroom
akwụkwọ ọgụgụ = textbook ; gụrụ akwụkwọ = studied ; gụchara akwụkwọ = graduated ; ngụsị akwụkwọ = graduation ; ohere = opportunity ; ohere ọrụ = job opportunity ; ọzụzụ = training
ọkpụ bọọlụ = footballer ; onye ọkpụ bọọlụ = footballer ; ndị ọkpụ bọọlụ = footballers ; onye nchịkwa = manager ; onye nkuzi bọọlụ = coach ; nrite = medal ; nturu ugo = award ; ihe nrite = prize
ọgbọ egwuregwu = stadium ; ama egwuregwu = stadium ; ndị nkwado = supporters ; oke mmiri ozuzo = heavy rain ; mmiri ozuzo siri ike = heavy rain ; ọkụ gbara = fire broke out ; ndị ọrụ mgbanyụ ọkụ = firefighters ; mgbanyụ ọkụ = firefighting
ihe ọghọm = accident ; ọghọm = mishap ; ihe ọghọm ụgbọ ala = road accident ; ala mbize = erosion ; mbize = erosion ; ọdịnala = tradition ; omenala = culture ; omenaala = culture ; emume = festival ; mmemme = event ; ememe = celebration
iri ji = New Yam festival ; iri ji ọhụrụ = New Yam festival ; akwamozu = funeral ; onye nwụrụ anwụ = the deceased ; ọnwụ mberede = sudden death ; ụka Katọlik = Catholic Church ; Katọlik = Catholic ; Anglịkan = Anglican
pastọ = pastor ; nne na nna = parents ; ndị nne na nna = parents ; nna nna = grandfather ; nne nne = grandmother ; ikwu na ibe = relatives ; ụmụnna = kinsmen ; ndị ọbịa = visitors ; ọbịa = guest
di na nwunye = couple ; nwanyị isi mkpe = widow ; ụmụ mgbei = orphans ; nwa mgbei = orphan ; ndị nwere nkwarụ = disabled people ; nkwarụ = disability ; agadi = elderly person ; ndị agadi = the elderly ; agadi nwanyị = old woman
n'oge na-adịghị anya = soon ; n'oge gara aga = in the past ; kwa ụbọchị = every day ; kwa afọ = every year ; kwa ọnwa = every month ; kwa izu = every week ; ọtụtụ afọ = many years ; afọ ole na ole = a few years
ụbọchị niile = every day ; mgbe niile = always ; mgbe ụfọdụ = sometimes ; anyasị = evening ; n'anyasị = in the evening ; chi ọbụbọ = dawn ; etiti abalị = midnight
dị egwu = dangerous ; dị njọ = bad ; dị mma = good ; dị ukwuu = big ; dị ọcha = clean ; dị elu = high ; dị iche = different ; dị iche iche = various ; kachasị mma = best ; kacha njọ = worst ; nzuzo = secret ; na nzuzo = secretly
n'ihu ọha = in public
`;
