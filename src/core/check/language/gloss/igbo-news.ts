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
ụgbọelu = aircraft ; ndị na-atọrọ mmadụ = kidnappers
`;
