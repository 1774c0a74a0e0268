/**
 * The general vocabulary of Yoruba news reporting (session "xling"): saying and doing, government,
 * courts, police and security, prices and oil, farming, health, schools, sport, weather, family,
 * places and peoples, adjectives. Written by hand for this project from general knowledge of the
 * language (no data set was copied or derived from); MIT with the project. The lowest layer:
 * yoruba-general.ts and yoruba.ts win wherever they have the same word. Tone marks and dots fold
 * away at lookup, so a word is written once, in its commonest news sense (ọkọ̀, ọkọ and oko are one
 * key: none is written here). Format: lexicon-lines.ts.
 */
export const YORUBA_NEWS = `
# government and politics
ìjọba orílẹ̀-èdè = national government
ààrẹ tẹ́lẹ̀ = former president ; igbákejì gómìnà = deputy governor ; gómìnà tẹ́lẹ̀ = former governor
àwọn mínísítà = ministers
àwọn aṣòfin = lawmakers
àwọn sẹ́nétọ̀ = senators ; olórí ilé aṣòfin àgbà = Senate President
àwọn olóṣèlú = politicians ; ẹgbẹ́ tó ń ṣèjọba = ruling party
ètò ìdìbò = election ; ìdìbò gbogbogbò = general election ; ìdìbò abẹ́lé = primary election
àwọn olùdíje = candidates
dupò = contested
àjọ ìṣọ̀kan ilẹ̀ Áfíríkà = African Union
ìṣèjọba = administration ; àkóso = control ; àwọn olórí = leaders ; adarí = leader ; ìdarí = leadership
ọba aládé = traditional ruler ; aláàfin = Alaafin ; ọọ̀ni = Ooni ; àwọn ìjòyè = chiefs ; ààfin = palace
àbá = proposal ; àbá òfin = bill ; àwọn òfin = laws ; ìwé òfin orílẹ̀-èdè = constitution
ìfọ̀rọ̀wérọ̀ = dialogue ; ìpàdé oníròyìn = press conference
# saying, asking, promising
sọ fún = told ; kìlọ̀ = warned ; ìkìlọ̀ = warning ; rọ àwọn = urged
pe fún = called for ; pe àkíyèsí = drew attention ; dúpẹ́ = thanked ; ọpẹ́ = thanks ; gbóríyìn = commended ; gbóríyìn fún = commended
bu ẹnu àtẹ́ lu = condemned ; bẹnu àtẹ́ lu = condemned ; dẹ́bi fún = blamed ; bínú = angry ; inú bí = angered ; ẹ̀dùn ọkàn = grief ; kẹ́dùn = condoled ; ìbánikẹ́dùn = condolence
béèrè = asked ; ìbéèrè = question ; dáhùn = answered ; ìdáhùn = answer ; jiyàn = argued ; àríyànjiyàn = controversy ; fèsì = responded ; ṣàlàyé pé = explained that
sẹ́ pé = denied that ; jẹ́rìí = testified ; fìdí múlẹ̀ = confirmed ; fìdí rẹ̀ múlẹ̀ = confirmed ; jẹ́rìí sí = confirmed
gbà láti = agreed to ; fẹ́ kí = wants ; ní kí = asked that ; ròyìn = reported ; àwọn oníròyìn = journalists
ìwé ìròyìn = newspaper ; ẹ̀rọ alátagbà = social media ; ìkànnì àjọlò = social media ; fídíò = video ; àwòrán = picture
# doing, going, working
ṣàbẹ̀wò = visited ; ìbẹ̀wò = visit ; ṣíde = inaugurated ; ìfilọ́lẹ̀ = launch ; búra fún = swore in
yíyàn = appointment ; yàn sípò = appointed ; yọ kúrò = removed
ìdádúró = suspension ; fagilé = cancelled ; fòpin sí = ended ; òpin = end
fi òfin de = banned ; gbẹ́sẹ̀ lé = seized
ná owó = spent money ; fi owó ṣòfò = wasted money ; lọ́wọ́ sí = involved in ; ìṣẹ̀lẹ̀ = incident ; ìṣẹ̀lẹ̀ náà = the incident ; jàǹbá = accident
ṣe àfihàn = unveiled ; ṣàfihàn = unveiled ; ṣe ayẹyẹ = celebrated ; ayẹyẹ = ceremony ; àjọ̀dún = anniversary ; ìrìnàjò = journey ; rìnrìn àjò = travelled
kó lọ sí = moved to ; kúrò = left ; kúrò ní = left ; padà dé = returned ; gúnlẹ̀ = arrived ; kó ọjà wọlé = imported goods ; ọjà òkèèrè = imports
gbìyànjú = tried ; ìgbìyànjú = effort ; làkàkà = struggle ; ṣiṣẹ́ pọ̀ = worked together ; fọwọ́sowọ́pọ̀ = cooperated ; ìfọwọ́sowọ́pọ̀ = cooperation
# courts, police, crime, security
ilé-ẹjọ́ = court ; ilé ẹjọ́ tó ga jùlọ = Supreme Court ; ilé ẹjọ́ kòtẹ́milọ́rùn = Court of Appeal
ilé ẹjọ́ ìjọba àpapọ̀ = Federal High Court ; ilé ẹjọ́ májísírétì = magistrate court ; onídàájọ́ = judge ; gbé ìdájọ́ kalẹ̀ = delivered judgment
agbẹjọ́rò àgbà = senior advocate ; pẹjọ́ = sued ; ẹjọ́ kòtẹ́milọ́rùn = appeal ; sún ẹjọ́ síwájú = adjourned the case
àwọn afurasí = suspects ; olùjẹ́jọ́ = defendant ; ẹ̀rí = evidence ; ẹlẹ́rìí = witness ; béélì = bail ; gba béélì = granted bail
ẹ̀wọ̀n gbére = life imprisonment ; sọ sẹ́wọ̀n = jailed ; rán lọ sẹ́wọ̀n = sentenced to prison ; ìdájọ́ ikú = death sentence ; owó ìtanràn = fine
àwọn ọlọ́pàá = police ; ilé iṣẹ́ ọlọ́pàá = police ; àgọ́ ọlọ́pàá = police station ; kọmíṣọ́nnà ọlọ́pàá = police commissioner
àwọn ṣọ́jà = soldiers ; ọ̀gágun = general ; ikọ̀ ọmọ ogun = army
àwọn ajínigbé = kidnappers ; jíjí gbé = kidnapping ; owó ìtúsílẹ̀ = ransom ; àwọn agbébọn = gunmen
àwọn adigunjalè = armed robbers ; àwọn olè = thieves ; oníṣẹ́ ibi = evildoers
àwọn agbésùnmọ̀mí = terrorists ; ẹ̀yà Boko Haram = Boko Haram ; ajìjàgbara = activist ; àwọn ajìjàgbara = activists ; amọ̀tẹ́kùn = Amotekun
ìpànìyàn = killing ; pànìyàn = killed people ; òkú = corpse ; òkú wọn = their bodies
àwọn tó farapa = the injured ; pàdánù ẹ̀mí = lost their lives ; kọlu = attacked
ìpayà = panic ; ìbẹ̀rù = fear ; ṣàwárí = discovered ; dáná sun = set fire to ; wó lulẹ̀ = collapsed
àìsí ààbò = insecurity ; àwọn ẹ̀ṣọ́ ààbò = security agents ; àwọn ìbọn = guns ; ìfẹ̀hónúhàn = protest
àwọn olùfẹ̀hónúhàn = protesters ; lu jìbìtì = defrauded ; owó ẹ̀yìn = bribe ; kó owó jẹ = embezzled
# money, prices, oil, work
owó ìrànwọ́ epo = fuel subsidy
ọ̀wọ́n gógó = scarcity ; ìnira = hardship
àwọn òṣìṣẹ́ = workers ; òṣìṣẹ́ ìjọba = civil servant ; àwọn òṣìṣẹ́ ìjọba = civil servants ; àwọn ilé iṣẹ́ = companies
epo bẹtiróò = petrol ; bẹ́ntìrọ́ọ̀ = petrol ; epo diesel = diesel ; kẹrosíìnì = kerosene ; gáàsì = gas ; lítà = litre
àwọn báńkì = banks ; owó yíyá = loan ; àbá ètò ìṣúná = budget proposal
àwọn oníṣòwò = traders ; àwọn ọjà = markets ; olùtajà = seller ; olùrajà = buyer ; owó ọkọ̀ = transport fare
iná mọ̀nàmọ́ná = electricity ; mọ̀nàmọ́ná = electricity ; àwọn ọ̀nà = roads
ilé gbígbé = housing ; dín kù = reduced ; gbé owó lé = raised the price
# farming, food
iṣẹ́ ọ̀gbìn = agriculture ; irè oko = crops ; ìkórè = harvest ; ajílẹ̀ = fertiliser ; irúgbìn = seeds ; gbìn = planted
ẹ̀gẹ́ = cassava ; ata = pepper ; tòmátò = tomatoes ; àlùbọ́sà = onions ; epo pupa = palm oil ; búrẹ́dì = bread ; ṣúgà = sugar
àwọn màlúù = cattle ; àwọn darandaran = herders ; àwọn Fúlàní darandaran = Fulani herders ; ẹja = fish ; adìẹ = chicken ; ewúrẹ́ = goat ; àgùntàn = sheep
àìtó oúnjẹ = food shortage ; àìtó = shortage ; aginjù = desert ; òkun = sea ; ẹ̀rọ = machine
# health
àwọn aláìsàn = patients ; ilé-ìwòsàn = hospital ; àwọn ilé ìwòsàn = hospitals ; ilé ìwòsàn ẹ̀kọ́sẹ́ = teaching hospital
àwọn nọ́ọ̀sì = nurses ; oníṣègùn = doctor ; àwọn oògùn = drugs ; oògùn olóró = hard drugs
ibà ẹ̀fọn = malaria ; ẹ̀fọn = mosquitoes
tọ́jú = treated ; gba ìtọ́jú = received treatment ; aboyún = pregnant woman ; àwọn aboyún = pregnant women ; ìbímọ = childbirth ; àìjẹunrekánú = malnutrition
ìtànkálẹ̀ = spread ; tàn kálẹ̀ = spread ; ìbúgbàmù = explosion ; bú jáde = broke out ; lùgbàdì = contracted ; kó àrùn = contracted the disease ; ìmọ́tótó = hygiene
# schools
ilé-ẹ̀kọ́ = school ; àwọn ilé ẹ̀kọ́ = schools ; ilé ẹ̀kọ́ alákọ̀ọ́bẹ̀rẹ̀ = primary school ; ilé ẹ̀kọ́ girama = secondary school
àwọn olùkọ́ = teachers ; olùkọ́ni = lecturer ; ọ̀jọ̀gbọ́n = professor
ìwé ẹ̀rí = certificate ; owó ilé ẹ̀kọ́ = school fees ; kẹ́kọ̀ọ́ = studied ; kẹ́kọ̀ọ́ gboyè = graduated ; oyè = title
# sport
eré bọ́ọ̀lù = football match
ẹgbẹ́ agbábọ́ọ̀lù = football club ; góòlù = goal ; gbá góòlù = scored ; àmì ẹ̀yẹ = award ; olùkọ́ni ikọ̀ = coach
pàdánù = lost ; papá ìṣeré = stadium ; sáré = ran ; eléré ìdárayá = athlete
# weather and disasters
ojú ọjọ́ = weather ; òjò ńlá = heavy rain ; àgbàrá = flood ; àgbàrá òjò = flood ; ẹ̀fúùfù = wind
òtútù = cold ; bàálù = aircraft ; ọkọ̀ akérò = bus ; ìjàǹbá ọkọ̀ = road accident ; ìjàǹbá iná = fire
ilé iṣẹ́ panápaná = fire service ; panápaná = firefighters ; àjálù = disaster ; ìṣẹ̀lẹ̀ pàjáwìrì = emergency ; pàjáwìrì = emergency
# religion, family, social life
àwọn Mùsùlùmí = Muslims ; Kìrìstẹ́ẹ̀nì = Christian ; àwọn Kìrìstẹ́ẹ̀nì = Christians ; ìjọ = church
pásítọ̀ = pastor ; àdúrà = prayer ; gbàdúrà = prayed ; ààwẹ̀ = fasting ; ìyàwó = wife ; arákùnrin = brother
arábìnrin = sister ; ìsìnkú = funeral ; àgbà = elder ; àwọn àgbà = elders
àwọn obìnrin = women ; àwọn ọkùnrin = men
àwọn ọmọdé = children ; ọmọbìnrin = girl ; ọmọkùnrin = boy ; ọmọ ọdún = aged ; ọlọ́rọ̀ = rich ; aláìní = the needy ; ìdààmú = distress
# time
ọ̀gànjọ́ = midnight
ọjọ́ Sátidé = Saturday ; ọjọ́ Sọ́ndè = Sunday ; ẹ̀wádún = decade
# places and peoples
Ìbìnní = Benin
ilẹ̀ Amẹ́ríkà = America ; orílẹ̀-èdè Amẹ́ríkà = the United States ; Gẹ̀ẹ́sì = English
ilẹ̀ Áfíríkà = Africa ; Yúróòpù = Europe
ilẹ̀ Yorùbá = Yorubaland ; àwọn orílẹ̀-èdè = countries
àwọn ìlú = towns ; ìgbèríko = rural area ; ẹnu ààlà = border
# describing
pàtàkì = important ; gíga = high ; tẹ́lẹ̀rí = former ; búburú = bad ; gbajúmọ̀ = popular ; olókìkí = famous ; ọ̀pọ̀ = many
àbọ̀ = half ; ìdajì = half ; ìpín = share ; ní orílẹ̀-èdè = in the country ; jákèjádò = throughout ; títí di = until
# words that fold onto another (Èkó and ẹ̀kọ́, Ìgbò and igbó, odò and ọ̀dọ́): only in phrases
ìpínlẹ̀ Èkó = Lagos State ; ìlú Èkó = Lagos ; ní Èkó = in Lagos ; ẹ̀kọ́ ọ̀fẹ́ = free education ; ẹ̀yà Ìgbò = Igbo ; àwọn Ìgbò = Igbo people ; inú igbó = in the forest
ọ̀dọ́mọkùnrin = young man ; ọ̀dọ́bìnrin = young woman ; etí odò = riverbank ; odò Ọya = River Niger ; ilẹ̀ Nàìjíríà = Nigeria ; ilẹ̀ yìí = this land
# words the older lists reach only through a wrong stem (baálẹ̀ is not b' + alẹ́, night; kòkó not k' + ọkọ̀)
baálẹ̀ = village head ; ṣíwọ́ = stopped ; pópó = street ; kesi = called on ; ṣẹlẹ̀ = happened ; ṣọ́jà = soldier ; bẹ̀rù = feared ; kòkó = cocoa ; kóòṣì = coach ; líle = severe ; ṣètò = organised ; ṣiṣẹ́ = worked ; ṣí sílẹ̀ = opened ; ọmọ ẹgbẹ́ = member
# second list: reporting verbs, outcomes, feelings, institutions, roads, time adverbs
fi tó létí = informed ; tẹnu mọ́ = emphasised ; tẹnumọ́ = emphasised ; gbé ìgbésẹ̀ = took steps ; gbé ìgbésẹ̀ lórí = acted on ; pàrọwà = appealed ; ké sí = called on ; ṣèkìlọ̀ = warned
fọkàn balẹ̀ = reassured ; fi dá lójú = assured ; mú dá lójú = assured ; ìdánilójú = assurance ; dábàá = suggested ; gbà láàyè = allowed ; àṣẹ = order ; pàṣẹ = ordered ; pa àṣẹ = ordered ; fẹ̀hónú hàn = protested
ṣàròyé = complained ; àròyé = complaint ; bẹ̀rẹ̀ sí = began ; dáwọ́ dúró = halted ; yọrí sí = resulted in ; àbájáde = outcome ; ìyọrísí = result ; látàrí = because of ; nítorí èyí = because of this
lábẹ́ = under ; lábẹ́ ìṣàkóso = under the administration ; ṣàkíyèsí = observed ; àkíyèsí = observation ; kíyèsí = noticed ; ṣàyẹ̀wò = examined ; àyẹ̀wò = test ; ṣe àyẹ̀wò = tested ; rí i dájú = ensured
mú wá = brought ; fi ránṣẹ́ = sent ; ránṣẹ́ = sent ; lépa = pursued ; wá kiri = searched ; sọnù = went missing ; dàwátì = went missing ; pòórá = disappeared ; bá sọ̀rọ̀ = spoke with
fọ̀rọ̀wérọ̀ = interviewed ; ìfọ̀rọ̀wánilẹ́nuwò = interview ; ṣe ìfọ̀rọ̀wánilẹ́nuwò = interviewed ; akọ̀ròyìn wa = our correspondent ; gbógun ti = fought against ; ìgbógunti = fight against ; gbógun = waged war
àjọṣepọ̀ = partnership ; ìbáṣepọ̀ = relationship ; ìfẹ́ = love ; ìkórìíra = hatred ; ìbànújẹ́ = sadness ; ayọ̀ = joy ; inú dídùn = happiness ; ìjábá = disaster ; ewu = danger ; léwu = dangerous ; ìpalára = harm
òfò = loss ; àdánù = loss ; èrè = profit ; ìdènà = obstacle ; ọ̀nà àbáyọ = solution ; ojútùú = solution ; ìtàn = history ; àṣà = culture ; ìwà = behaviour ; ìwà ipá = violence ; ìwà ìkà = cruelty
ìfipábánilòpọ̀ = rape ; ìfipá bánilòpọ̀ = rape ; fipá bá lòpọ̀ = raped ; ìkọ̀sílẹ̀ = divorce ; aláàbọ̀ ara = disabled people ; ọmọ òrukàn = orphan ; àwọn ọmọ òrukàn = orphans ; àgọ́ = camp ; ibùgbé = residence
ilé iṣẹ́ aṣọ́bodè = customs service ; aṣọ́bodè = customs ; ìrìnnà = transport ; ètò ìrìnnà = transport ; ẹ̀ṣọ́ ojú pópó = road safety corps ; òpópónà = highway ; márosẹ̀ = expressway ; ọ̀nà márosẹ̀ = expressway
kárà-kátà = trade ; ìtajà = sales ; ṣẹ̀dá = produced ; ìṣẹ̀dá = production ; iṣẹ́ àkànṣe = project ; àkànṣe iṣẹ́ = project ; ẹ̀bùn = prize ; ọlọ́jà = trader ; àwọn ọlọ́jà = traders ; ìyá ọlọ́jà = market leader ; ṣọ́ọ̀bù = shop
ilé ìtajà = shop ; ìjọba alágbádá = civilian government ; alágbádá = civilian ; ẹ̀ka = branch ; ẹ̀ka ìjọba = arm of government ; ìgbìmọ̀ olùdarí = board ; alága ìjọba ìbílẹ̀ = local government chairman
kánsílọ̀ = councillor ; ìdìtẹ̀gbàjọba = coup ; dìtẹ̀ = plotted ; ọ̀tẹ̀ = treason ; ogun abẹ́lé = civil war ; rúkèrúdò = unrest ; ìdàrúdàpọ̀ = chaos ; ìpakúpa = massacre ; jàǹdùkú = thugs ; àwọn jàǹdùkú = thugs
tọ̀ọ́gì = thugs ; ẹgbẹ́ òkùnkùn = cult ; ọmọ ẹgbẹ́ òkùnkùn = cultist ; àrùn ọkàn = heart disease ; ìfúnpá = blood pressure ; ẹ̀jẹ̀ ríru = hypertension ; àtọ̀gbẹ = diabetes ; ikọ́ ife = tuberculosis
ọ̀fìnkìn = flu ; ìgbẹ́ gbuuru = diarrhoea ; abiyamọ = nursing mothers ; aládàáni = private ; ilé ìwòsàn aládàáni = private hospital ; ilé ẹ̀kọ́ aládàáni = private school ; ìwé àṣẹ = licence ; kíláàsì = class ; yàrá ìkẹ́kọ̀ọ́ = classroom
lẹ́ẹ̀kan = once ; lẹ́ẹ̀kan sí i = again ; lẹ́ẹ̀kejì = a second time ; títí di òní = until today ; títí láé = forever ; lójijì = suddenly ; kíákíá = quickly ; lọ́gán = immediately ; láti ìgbà náà = since then ; lọ́dọọdún = every year
ọdọọdún = annual ; lójoojúmọ́ = every day ; ojoojúmọ́ = daily ; lóṣooṣù = every month ; òru = night ; lóru = at night ; ọ̀gànjọ́ òru = midnight ; àfẹ̀mọ́júmọ́ = dawn ; Lọ́ńdọ̀nù = London ; Kánádà = Canada
aláìṣẹ̀ = innocent ; olóòótọ́ = honest ; olówó = rich ; òtòṣì = poor ; ọlọ́gbọ́n = wise ; akíkanjú = brave ; akọni = hero ; ìyanu = surprise ; yani lẹ́nu = surprising ; ṣe pàtàkì = important ; ọ̀fẹ́ = free ; lọ́fẹ̀ẹ́ = for free
gẹ́gẹ́ bí ìròyìn = according to reports ; ìpàdé ìta gbangba = public meeting ; gbangba = publicly ; ní gbangba = in public ; ìkọ̀kọ̀ = secret ; ní ìkọ̀kọ̀ = secretly ; àṣírí = secret ; tú àṣírí = exposed
ilé ọba = palace ; ayẹyẹ ìwúyè = coronation ; ìwúyè = installation ; ọdún ìbílẹ̀ = festival ; ọdún Kérésìmesì = Christmas ; Kérésìmesì = Christmas ; ọdún Iléyá = Eid al-Adha ; Iléyá = Eid al-Adha
ìrìn àjò = journey ; arìnrìn àjò = travellers ; àwọn arìnrìn àjò = passengers ; awakọ̀ = driver ; àwọn awakọ̀ = drivers ; ọlọ́kadà = motorcyclist ; ọ̀kadà = motorcycle ; kẹ̀kẹ́ Márúwá = tricycle ; Márúwá = tricycle
# third list: disclosing and opinion, support, outcomes, inquiries, environment, seasons
gbé ọ̀rọ̀ jáde = issued a statement ; fi léde = disclosed ; fi ọ̀rọ̀ léde = announced ; jẹ́ kó di mímọ̀ = made known ; di mímọ̀ = became known ; lérò = hoped ; èrò ọkàn = opinion ; ìwòye = view
ojú ìwòye = viewpoint ; gbèrò = planned ; àtìlẹ́yìn = support ; ṣe àtìlẹ́yìn = supported ; fi àtìlẹ́yìn hàn = showed support ; alátìlẹ́yìn = supporters ; àwọn alátìlẹ́yìn = supporters ; olólùfẹ́ = fans ; àwọn olólùfẹ́ = fans
ìlọ́po = times ; ẹ̀tàn = deceit ; ìtànjẹ = deception ; àjẹbánu = embezzlement ; ìwà àjẹbánu = corruption ; ìgbìmọ̀ olùṣèwádìí = panel of inquiry ; olùṣèwádìí = investigators ; ìgbẹ́jọ́ = trial ; ìjókòó = sitting
ìpèsè omi = water supply ; omi ẹ̀rọ = pipe-borne water ; ilé ìgbọ̀nsẹ̀ = toilet ; ìdọ̀tí = waste ; pàǹtí = refuse ; àyíká = environment ; ìmọ́tótó àyíká = sanitation ; elétò ìlera = health officials ; ìdíyelé = tariff
dojú kọ = faced ; kojú = confronted ; dojúkọ = faced ; ìdojúkọ = challenge ; sún síwájú = postponed ; dá sí = intervened ; ìdásí = intervention
wá ojútùú = sought a solution ; wá ọ̀nà = sought a way ; àṣeyọrí = success ; ṣe àṣeyọrí = succeeded ; kùnà = failed ; ìkùnà = failure ; jákulẹ̀ = disappointed ; ìjákulẹ̀ = disappointment ; bọ̀wọ̀ fún = respected
àkànṣe = special ; ìdúróṣinṣin = stability ; dúró ṣinṣin = stood firm ; ìdìbò àtúndì = rerun election ; àtúndì = rerun ; àbájáde ìdìbò = election results ; ẹ̀rùn = dry season ; ìgbà òjò = rainy season ; ìgbà ẹ̀rùn = dry season
ajàfẹ́tọ̀ọ́ = rights activist ; àwọn ajàfẹ́tọ̀ọ́ = activists ; ajàfẹ́tọ̀ọ́ ọmọnìyàn = human rights activist ; amúṣẹ́ṣẹ́ = task force ; ìgbìmọ̀ amúṣẹ́ṣẹ́ = task force ; ìpàdé àpapọ̀ = joint meeting
ìwé àdéhùn = contract ; agbaṣẹ́ṣe = contractor ; àwọn agbaṣẹ́ṣe = contractors ; ìdíje ìdìbò = election contest ; ìbò abẹ́lé = primary election ; ìbò kíkà = vote counting ; ìkéde èsì = announcement of results
olùborí = winner ; ẹni tó borí = the winner ; ìfìdírẹmi = defeat ; fìdí rẹmi = lost ; ìjọba tó wà lóde = the incumbent government ; lóde = outside ; àwọn ará ìlú = residents ; ìgbé ayé = life ; ìgbésí ayé = life ; ìrètí = hope
`;
