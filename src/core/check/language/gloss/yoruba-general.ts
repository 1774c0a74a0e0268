/**
 * General Yoruba vocabulary (grammar, time, people, places, politics, the economy, health,
 * security, religion), written by hand for this project from general knowledge of the
 * language. The news-specific entries in yoruba.ts take precedence. Format: see
 * lexicon-lines.ts. Tone marks and under-dots fold away at lookup, so words that differ only by
 * tone share one entry: the commoner meaning is the one written here.
 */
export const YORUBA_GENERAL = `
# grammar words
ó = ; wọ́n = they ; a = we ; mo = I ; mi = my ; ẹ = you ; o = ; àwa = we ; èmi = I ; òun = he ; ìwọ = you ; ẹ̀yin = you
rẹ̀ = his ; wọn = their ; wa = our ; yín = your ; èyí = this ; ìyẹn = that ; ìwọ̀nyí = these ; wọ̀nyí = these ; yìí = this
náà = the ; kan = one ; kankan = any ; mìíràn = another ; míràn = another ; míì = another ; òmíràn = another
ibi = place ; ibẹ̀ = there ; ibí = here ; níbí = here ; níbẹ̀ = there ; níbo = where ; ibo = where ; ta ni = who
kí ni = what ; kíni = what ; èló = how much ; mélòó = how many ; báwo = how ; ìgbà = time ; nígbà = when
nígbà tí = when ; ìgbà tí = when ; lẹ́yìn = after ; lẹ́yìn tí = after ; ṣáájú = before ; títí = until ; títí dé = up to
ṣùgbọ́n = but ; sùgbọ́n = but ; tàbí = or ; bí = if ; bí ó tilẹ̀ jẹ́ pé = although ; nítorí = because ; nítorí pé = because
torí = because ; lórí = on ; nípa = about ; nípasẹ̀ = through ; pàápàá = especially ; ṣì = still ; tún = again ; sì = and
ń = ; n = ; ti ń = ; ìbá = would ; lè = can ; le = can ; gbọ́dọ̀ = must ; ní láti = must ; fẹ́ = want ; jù = more
jùlọ = most ; jù lọ = most ; ju = more than ; púpọ̀ = many ; pupọ = many ; díẹ̀ = few ; kọ̀ọ̀kan = each ; nìkan = only
gan-an = very ; gidigidi = greatly ; tóbi = big ; ńlá = big ; kékeré = small ; tuntun = new ; àtijọ́ = old ; tí ó jẹ́ = who is
tó jẹ́ = who is ; ni pé = is that ; ìyẹn ni pé = that is ; bákan náà = likewise ; pẹ̀lú = with ; àti = and ; sí = to
ní àkókò = at the time ; àkókò = time ; lásìkò = at the time ; àsìkò = time ; lọ́wọ́lọ́wọ́ = currently ; báyìí = now
lọ́wọ́ = at ; nísinsìnyí = now ; nígbà kan = once ; láìpẹ́ = soon ; láìpẹ́ yìí = recently ; tẹ́lẹ̀ = before ; sẹ́yìn = ago ; kí = that
ju ti = than ; bíi = like ; irú = kind of ; gẹ́gẹ́ bí = as ; gẹ́gẹ́ = as ; láàrin = among ; láàárín = between ; nínú = in
lára = among ; ní ìlú = in the town ; lóde òní = nowadays ; òde òní = today ; ní = in ; ló = ; ni = is
ara = body ; gbogbo wọn = all of them ; ẹnikẹ́ni = anyone ; ohunkóhun = anything ; ohun = thing ; nǹkan = thing

# being, having, saying
jẹ́ = is ; wà = is ; di = became ; dà = became ; sọ pé = said ; wí = said ; wí pé = said ; kéde pé = announced
fi hàn = showed ; fihàn = showed ; fi hàn pé = showed that ; ṣàlàyé = explained ; àlàyé = explanation ; fi kún un = added
fikún = added ; sọ̀rọ̀ = spoke ; ọ̀rọ̀ = words ; ìkéde = announcement ; àtẹ̀jáde = statement ; gbólóhùn = statement
gbà = accepted ; gbà pé = agreed ; kọ̀ = refused ; kọ̀ jálẹ̀ = refused ; sẹ́ = denied ; jẹ́wọ́ = confessed ; tako = opposed
àtakò = opposition ; fara mọ́ = agreed ; fọwọ́ sí = approved ; buwọ́lu = signed ; tọwọ́bọ̀wé = signed ; ìfọwọ́sí = approval
iye = number ; àpapọ̀ = total ; lápapọ̀ = in total ; àkọsílẹ̀ = record ; ìṣirò = statistics ; ìròyìn ẹlẹ́jẹ́ = fake news
àhesọ = rumour ; àhesọ ọ̀rọ̀ = rumour ; irọ́ ni = is false ; òótọ́ = true ; òótọ́ ni = is true ; ìròyìn irọ́ = fake news

# verbs of the news
rí = found ; gbọ́ = heard ; mọ̀ = knew ; lọ = went ; wá = came ; padà = returned ; padà sí = returned to ; jáde = came out
wọ = entered ; bẹ̀rẹ̀ = began ; parí = ended ; dá dúró = stopped ; dúró = stopped ; ṣí = opened ; tì = closed ; kọ́ = built
ra = bought ; tà = sold ; san = paid ; sanwó = paid ; gba = took ; fún = for ; fi fún = gave ; pín = shared ; pínpín = distribution
pè = called ; ràn lọ́wọ́ = helped ; ìrànlọ́wọ́ = help ; ṣèrànwọ́ = helped ; dáàbò bò = protected ; gbèjà = defended ; bá = with
pàdé = met ; ìpàdé = meeting ; ìpinnu = decision ; pinnu = decided ; yàn = appointed ; yan = appointed ; dìbò yàn = elected
ìyànsípò = appointment ; fi ẹ̀hónú hàn = protested ; ìwọ́de = protest ; ẹ̀hónú = protest ; olùwọ́de = protesters
ìyanṣẹ́lódì = strike ; yanṣẹ́lódì = strike ; jà = fought ; ìjà = fight ; rògbòdìyàn = crisis ; wàhálà = trouble ; ìṣòro = problem
ìpèníjà = challenge ; sá = fled ; sá lọ = fled ; yìnbọn = shot ; yìn ìbọn = fired ; ìbọn = gun ; ohun ìjà = weapons
bọ́ǹbù = bomb ; jóná = burned ; iná = fire ; ìjàmbá = accident ; ìjàǹbá = accident ; ìkún omi = flood ; omíyalé = flood
ṣèlérí = promised ; ìlérí = promise ; ṣòfin = legislated ; òfin = law ; àbádòfin = bill ; ìwé òfin = constitution
òfin orílẹ̀-èdè = constitution ; ilé ẹjọ́ = court ; ilé ẹjọ́ gíga jùlọ = Supreme Court ; ilé ẹjọ́ gíga = High Court
adájọ́ = judge ; ẹ̀wọ̀n = prison ; ọgbà ẹ̀wọ̀n = prison ; àtìmọ́lé = custody ; fi sí àtìmọ́lé = detained ; tú sílẹ̀ = released
dá sílẹ̀ = released ; fi ẹ̀sùn kàn = accused ; ẹ̀sùn = allegation ; afurasí = suspect ; ìwádìí = investigation
ṣèwádìí = investigated ; ṣe ìwádìí = investigate ; jìbìtì = fraud ; ìwà ìbàjẹ́ = corruption ; ìwà jẹgúdújẹrá = corruption
olè = thief ; ìdigunjalè = armed robbery ; adigunjalè = armed robbers ; ìjínigbé = kidnapping ; ajínigbé = kidnappers
agbésùnmọ̀mí = terrorists ; ìpániláyà = terrorism ; afẹ̀míṣòfò = terrorists ; ọmọ ogun ojú òfurufú = air force
ọmọ ogun ojú omi = navy ; agbófinró = police ; àwọn agbófinró = security agents ; ẹ̀ṣọ́ = guards ; ẹ̀ṣọ́ aláàbò = security guards
pa = killed ; pa run = destroyed ; bàjẹ́ = damaged ; wó = demolished ; ṣèpalára = harmed ; farapa = injured ; ṣèṣe = injured
gbà là = rescued ; dóòlà = rescued ; tú = released ; gbé = took ; kó = carried ; jí = stole ; jalè = robbed
dá = created ; dásílẹ̀ = established ; ṣe ìdásílẹ̀ = founded ; kọ = wrote ; kà = read ; kọ́ni = taught ; fẹ́ ṣe = want to do
gbé kalẹ̀ = presented ; lò = used ; lílo = use ; yí padà = changed ; àyípadà = change ; ṣe àtúnṣe = reformed ; àtúnṣe = reform
dínkù = reduced ; àdínkù = reduction ; pọ̀ sí i = increased ; lékún = increased ; àlékún = increase ; gòkè = rose ; wálẹ̀ = fell
dẹ́kun = stopped ; fòfin de = banned ; fòfindè = banned ; ìfòfindè = ban ; kó wọlé = imported ; kó jáde = exported
bí = gave birth ; bí i = born ; ìbí = birth ; ṣègbéyàwó = married ; ìgbéyàwó = marriage ; kú = died ; ikú = death ; ṣaláìsí = died
dárí = led ; ṣàkóso = governed ; ìṣàkóso = administration ; ìjọba àpapọ̀ = federal government ; ìjọba ìpínlẹ̀ = state government
búra = sworn in ; ìbúra = swearing-in ; kọ̀wé fipò sílẹ̀ = resigned ; fipò sílẹ̀ = resigned ; yọ nípò = removed from office
lé kúrò = sacked ; dìbò = voted ; ìbò = vote ; kà ìbò = counted votes ; ìkàbò = vote count ; èsì ìdìbò = election results
èsì = result ; ìpolongo = campaign ; ìpolongo ìbò = election campaign ; díje = contest ; ìdíje = contest ; jáwé = won

# people and society
ọmọ = child ; àwọn ọmọ = children ; ọmọdé = children ; ọ̀dọ́ = youth ; àwọn ọ̀dọ́ = youths ; obìnrin = women ; ọkùnrin = men
bàbá = father ; ìyá = mother ; ẹbí = family ; ìdílé = family ; ọ̀rẹ́ = friend ; aládùúgbò = neighbour ; ọba = king
àwọn ọba = traditional rulers ; lọ́balọ́ba = traditional rulers ; olórí = leader ; olórí ìjọba = head of government ; aṣáájú = leader
ọ̀gá = chief ; alága = chairman ; akọ̀wé = secretary ; kọmíṣọ́nnà = commissioner ; olùdámọ̀ràn = adviser ; agbẹnusọ = spokesperson
alákòóso = administrator ; akọ̀ròyìn = journalist ; oníròyìn = journalist ; olùkọ́ = teacher ; àgbẹ̀ = farmer ; àwọn àgbẹ̀ = farmers
darandaran = herders ; Fúlàní = Fulani ; oníṣòwò = trader ; òṣìṣẹ́ = workers ; òṣìṣẹ́ ìlera = health workers ; aláìsàn = patients
nọ́ọ̀sì = nurse ; aráàlú = citizens ; ará ìlú = residents ; ọmọ orílẹ̀-èdè = citizens ; olùgbé = residents ; àwùjọ = society
agbègbè = area ; ìlà-oòrùn = east ; ìlà oòrùn = east ; ìwọ̀-oòrùn = west ; ìwọ̀ oòrùn = west ; àríwá = north ; gúúsù = south
gúsù = south ; àárín = central ; ààlà = border ; abúlé = village ; ìletò = village ; ilẹ̀ = land ; ayé = world ; àgbáyé = world
orílẹ̀-èdè àgbáyé = world ; orílẹ̀ èdè = country ; orílẹ̀-èdè yìí = this country ; èdè = language ; èdè Gẹ̀ẹ́sì = English
Yorùbá = Yoruba ; Hausa = Hausa ; Ìgbò = Igbo ; ẹ̀yà = ethnic group ; ẹlẹ́sìn = believers ; ẹ̀sìn = religion ; Mùsùlùmí = Muslims
Kìrìsìtẹ́nì = Christians ; mọ́sálásí = mosque ; ṣọ́ọ̀ṣì = church ; Ọlọ́run = God ; àlùfáà = clergy ; ìmáàmù = imam

# places and bodies in Yoruba spelling
Amẹ́ríkà = America ; Améríkà = America ; ilẹ̀ Gẹ̀ẹ́sì = Britain ; Faransé = France ; Jámánì = Germany ; Rọ́ṣíà = Russia
Ṣáínà = China ; Íńdíà = India ; ilẹ̀ Adúláwọ̀ = Africa ; Áfíríkà = Africa ; Gúúsù Áfíríkà = South Africa ; Gánà = Ghana
Ìsírẹ́lì = Israel ; Àjọ Ìṣọ̀kan Àgbáyé = United Nations ; Àjọ Àgbáyé = United Nations ; Ìbàdàn = Ibadan ; Ọ̀yọ́ = Oyo
Ògùn = Ogun ; Ọ̀ṣun = Osun ; Oǹdó = Ondo ; Èkìtì = Ekiti ; Kwárà = Kwara ; Àbújá = Abuja ; Kánò = Kano ; Kàdúná = Kaduna
Ìlọrin = Ilorin ; Abẹ́òkúta = Abeokuta ; Òṣogbo = Osogbo ; Àkúrẹ́ = Akure ; Pọ́tákọ́ọ̀tù = Port Harcourt ; Ẹ̀núgú = Enugu
orílẹ̀-èdè Nàìjíríà = Nigeria ; Nàìjíríà = Nigeria

# politics, government, economy
ìṣèlú = politics ; olóṣèlú = politicians ; òṣèlú = politics ; ìjọba àwa-arawa = democracy ; ìjọba tiwa-n-tiwa = democracy
ìjọba ológun = military rule ; ìgbìmọ̀ = committee ; àpérò = conference ; ìjíròrò = talks ; àdéhùn = agreement ; àlàáfíà = peace
ìṣọ̀kan = unity ; ẹ̀tọ́ = right ; ẹ̀tọ́ ọmọnìyàn = human rights ; òmìnira = independence ; ìdájọ́ òdodo = justice ; ìdájọ́ = judgment
ilé iṣẹ́ = company ; iléeṣẹ́ = company ; ilé iṣẹ́ ìjọba = government agency ; iléeṣẹ́ ìjọba = government agency ; agbẹjọ́rò = lawyer
igbákejì = deputy ; ìpínlẹ̀ yìí = this state ; ọrọ̀ = wealth ; ọ̀rọ̀ ajé = economy ; okòwò = trade ; òwò = business ; ìṣòwò = trade
oúnjẹ = food ; ìrẹsì = rice ; àgbàdo = maize ; iṣu = yam ; ẹ̀wà = beans ; ọ̀gbìn = farming ; iṣẹ́ àgbẹ̀ = agriculture ; oko = farm
màlúù = cattle ; ẹran ọ̀sìn = livestock ; ọ̀nà = road ; afárá = bridge ; ọkọ̀ = vehicle ; ọkọ̀ òfurufú = aircraft ; ọkọ̀ ojú irin = train
ọkọ̀ ojú omi = ship ; pápákọ̀ òfurufú = airport ; ilé ìfowópamọ́ = bank ; báǹkì = bank ; owó ilẹ̀ òkèrè = foreign exchange
epo rọ̀bì = crude oil ; wúrà = gold ; ebi = hunger ; ìyàn = famine ; àlékún owó = increase ; owó ọjà = prices ; gbèsè = debt
ẹ̀yáwó = loan ; àbá ìnáwó = budget ; ìnáwó = spending ; owó oṣù tó kéré jù = minimum wage ; owó ìrànwọ́ = subsidy
owó ìrànlọ́wọ́ = subsidy ; ìdókòwò = investment ; afowóṣòwò = investors ; iná mànàmáná = electricity ; mànàmáná = electricity
omi = water ; òjò = rain ; ilé = house ; ilé iṣẹ́ ńlá = factory ; ìdàgbàsókè = development ; ìlọsíwájú = progress
tẹ̀síwájú = continued ; ìtẹ̀síwájú = continuation ; àǹfààní = opportunity ; ìpèsè = provision ; pèsè = provided

# more news words
owó èlé = interest rate ; èlé = interest ; owó ẹyọ = notes ; owó náírà tuntun = new naira notes ; owó orí ayélujára = digital currency
ìdámẹ́rin = quarter ; ìdámẹ́rin kejì = second quarter ; kọjá = exceeded ; ré kọjá = exceeded ; ìdàgbàsókè ọrọ̀ ajé = economic growth
àìríṣẹ́ = unemployment ; àìníṣẹ́lọ́wọ́ = unemployment ; wọ́ọ̀dù = wards ; ìgbésẹ̀ = step ; ìgbésẹ̀ = action ; akitiyan = effort
àfojúsùn = goal ; ìdí = reason ; ìdí tí = why ; ọ̀rọ̀ yìí = this matter ; ọ̀ràn = matter ; àwọn ẹrù = goods ; ẹrù = goods

# health, education, media, time
àrùn = disease ; àjàkálẹ̀ àrùn = pandemic ; àjàkálẹ̀-àrùn = pandemic ; kòkòrò àrùn = virus ; oògùn = medicine ; ìtọ́jú = treatment
ilé ìwòsàn = hospital ; aláboyún = pregnant women ; oyún = pregnancy ; ọmọ ọwọ́ = infants ; ẹ̀jẹ̀ = blood ; àrùn ṣúgà = diabetes
ẹ̀kọ́ = education ; ilé ẹ̀kọ́ = school ; ilé ìwé = school ; fásitì = university ; ilé ẹ̀kọ́ gíga = university ; ìdánwò = examination
ìwé = book ; akẹ́kọ̀ọ́ = students ; ìròyìn = news ; ilé iṣẹ́ ìròyìn = media house ; rédíò = radio ; tẹlifíṣọ̀n = television
ẹ̀rọ ayélujára = internet ; ayélujára = internet ; fóònù = phone ; ìkànnì = platform ; ìkànnì ayélujára = website
ọ̀sẹ̀ = week ; lónìí = today ; òní = today ; àná = yesterday ; lánàá = yesterday ; ọ̀la = tomorrow ; lọ́la = tomorrow ; àárọ̀ = morning
ọ̀sán = afternoon ; ìrọ̀lẹ́ = evening ; alẹ́ = night ; ọjọ́ Ajé = Monday ; ọjọ́ Ìṣẹ́gun = Tuesday ; ọjọ́rú = Wednesday
ọjọ́ Rú = Wednesday ; ọjọ́bọ̀ = Thursday ; ọjọ́ Bọ̀ = Thursday ; ọjọ́ Ẹtì = Friday ; ọjọ́ Àbámẹ́ta = Saturday ; ọjọ́ Àìkú = Sunday
Àìkú = Sunday ; Ajé = Monday ; Ìṣẹ́gun = Tuesday ; Ẹtì = Friday ; Àbámẹ́ta = Saturday ; ọdún tó kọjá = last year ; tó kọjá = last
ọdún tó ń bọ̀ = next year ; tó ń bọ̀ = next ; ọ̀rúndún = century ; ètò = ; ètò ìlera = health ; ètò ẹ̀kọ́ = education
ètò ààbò = security ; ìlànà = guidelines ; kónílégbélé = lockdown ; kónílé-gbélé = lockdown ; orílẹ̀-èdè = country

# added by hand (session 'lexicon'): split verbs written whole, people and bodies, the economy, health, schooling, sport, days of the week, time, weather
# verbs and phrases of the news (split verbs written whole)
fi kún = increased ; fi kún owó = raised the price ; àfikún = increase ; àfikún owó = price increase ; ṣàfikún = added
gbówó lórí = became expensive ; gbówó = expensive ; ọ̀wọ́n = scarce ; káàkiri = across ; káàkiri orílẹ̀-èdè = across the country
rán lọ sí ẹ̀wọ̀n = sentenced to prison ; rán lọ ẹ̀wọ̀n = jailed ; sọ sí ẹ̀wọ̀n = jailed ; jù sí ẹ̀wọ̀n = jailed ; ẹ̀wọ̀n ọdún = years in prison ; dájọ́ = ruled
ba jẹ́ = destroyed ; ìbàjẹ́ = damage ; ṣe ìbàjẹ́ = damaged ; àwọn oko = farms ; ọkọ̀ ayọ́kẹ́lẹ́ = car
gba sílẹ̀ = rescued ; jíní gbé = kidnapped ; àwọn tí wọ́n jí gbé = kidnapped people ; fẹ̀sùn kan = accused
àlééfà = power ; wà lórí àlééfà = in power ; ẹgbẹ́ tó wà lórí àlééfà = ruling party ; ẹgbẹ́ alátakò = opposition party ; alátakò = opposition
rú ìbò = rigged the election ; màgòmágó = rigging ; màgòmágó ìbò = election rigging ; ìwà màgòmágó = fraud ; rìbá = bribe ; gbowó ẹ̀yìn = took bribes
burú sí i = worsened ; burú = bad ; ó burú = it is bad ; ń burú sí i = worsening ; dára = good ; dára sí i = improved ; sunwọ̀n sí i = improved
gbé nínú òṣì = live in poverty ; ìṣẹ́ àti òṣì = poverty ; ebi ń pa = hungry
ya sọ́tọ̀ = set aside ; sọ́tọ̀ = aside ; owó tí wọ́n ná = money spent
ojú ọ̀nà = road ; àwọn ojú ọ̀nà = roads ; àtúnṣe ojú ọ̀nà = road repair
ju afẹ́fẹ́ tajútajú = fired tear gas ; afẹ́fẹ́ tajútajú = tear gas ; tajútajú = tear gas ; lé lọ = drove away
àmì ayò = goal ; gbá bọ́ọ̀lù = played football ; bọ́ọ̀lù = football ; bọ́ọ̀lù àfẹsẹ̀gbá = football ; ìfẹsẹ̀wọnsẹ̀ = match ; eré ìdárayá = sport
ikọ̀ = team ; akọ́nimọ̀ọ́gbá = coach ; agbábọ́ọ̀lù = footballer ; àwọn agbábọ́ọ̀lù = footballers ; ife ẹ̀yẹ = trophy ; ife ẹ̀yẹ àgbáyé = World Cup ; àṣekágbá = final
# people and bodies
àwọn ọmọ ogun = soldiers ; ọmọ ogun orí ilẹ̀ = army ; ọmọ ológun = soldier ; ọlọ́ṣà = robbers ; àwọn ọlọ́ṣà = robbers
afurasí ọ̀daràn = suspect ; ọ̀daràn = criminal ; àwọn ọ̀daràn = criminals ; ìwà ọ̀daràn = crime ; ẹlẹ́ṣẹ̀ = offender
amòfin = lawyer ; àwọn agbẹjọ́rò = lawyers ; adájọ́ àgbà = chief judge ; olùpẹ̀jọ́ = prosecutor ; pe ẹjọ́ = sued ; ẹ̀bẹ̀ = appeal
kọmíṣánnà = commissioner ; kọmíṣọ́nà ọlọ́pàá = police commissioner ; ọ̀gá ọlọ́pàá = police chief ; ọ̀gá àgbà ọlọ́pàá = Inspector General of Police ; agbẹnusọ ọlọ́pàá = police spokesman
olùdarí = director ; olùdarí àgbà = director general ; ààrẹ àná = former president ; gómìnà àná = former governor ; olóògbé = late ; olóyè = chief ; ìjòyè = chief
aṣòfin àgbà = senators ; aṣòfin ṣòfin = lawmakers ; ilé aṣòfin kékeré = House of Representatives ; ilé ìgbìmọ̀ aṣòfin = National Assembly ; abẹnugan = speaker
ìgbìmọ̀ aláṣẹ = executive council ; ẹgbẹ́ òṣìṣẹ́ = labour union ; ẹgbẹ́ òṣìṣẹ́ NLC = NLC ; ẹgbẹ́ olùkọ́ = teachers' union
àjọ ìlera àgbáyé = World Health Organization ; àjọ ECOWAS = ECOWAS
# economy
ìṣúná = finance ; ìṣúná owó = budget ; ètò ìṣúná ọdún = annual budget ; owó iná = electricity tariff
owó epo = fuel price ; owó epo bẹntiróò = petrol price ; owó ìrànwọ́ orí epo = fuel subsidy ; ìrànwọ́ = aid ; ilé epo = filling station
iye owó = price ; iye owó oúnjẹ = food prices ; gààrí = garri ; ẹran = meat
owó ilé ìwé = school fees ; owó ìléèwé = school fees ; owó ìdókòwò = investment ; olùdókòwò = investors
owó òkèèrè = foreign exchange ; pàṣípààrọ̀ owó = exchange rate ; owó ilẹ̀ òkèèrè = foreign currency ; báǹkì àgbáyé = World Bank ; yá owó = borrowed ; yíyá owó = borrowing
owó-orí = tax ; owó ìwọlé = revenue ; owó tí ń wọlé = revenue ; àjẹmọ́nú = bonus
# health and schooling
abẹ́rẹ́ = injection ; àrùn Kòrónà = COVID-19 ; Kòrónà = coronavirus ; àrùn ibà = malaria ; àrùn onígbáméjì = cholera ; ibà Lassa = Lassa fever ; ibà lásà = Lassa fever
àrùn jẹjẹrẹ = cancer ; jẹjẹrẹ = cancer ; àrùn kògbóògùn = incurable disease ; àrùn ẹ̀dọ̀fóró = tuberculosis ; ilé ìwòsàn ìjọba = government hospital
akẹ́kọ̀ọ́ fásitì = university students ; yunifásítì = university ; ilé ìwé gíga = higher institution ; ilé ìwé girama = secondary school ; ilé ìwé alákọ̀ọ́bẹ̀rẹ̀ = primary school ; ìléèwé = school
olùkọ́ fásitì = lecturers ; ìdánwò àṣekágbá = final examination
# time
ọ̀sẹ̀ tó kọjá = last week ; ọ̀sẹ̀ tó ń bọ̀ = next week
oṣù tó kọjá = last month ; oṣù tó ń bọ̀ = next month ; ọdún tí ń bọ̀ = next year
òwúrọ̀ = morning ; wákàtí = hours ; ìṣẹ́jú = minutes
# weather and land
òjò àrọ̀ọ̀rọ̀dá = heavy rain ; ìjì = storm ; ìjì líle = storm ; ooru = heat ; ọ̀dá = drought ; ilẹ̀ ríri = earthquake ; ìmìtìtì ilẹ̀ = earthquake
# grammar
wọ́n sì = and they ; tí wọ́n = who ; ni wọ́n = they ; ló ń = ; ń gbé = living ; ṣe ìpàdé = held a meeting ; ṣèpàdé = held a meeting ; ṣe ìkọlù = attacked ; ṣekọlù = attacked
# added by hand (session 'multiling2'), from general knowledge of the language
forúkọsílẹ̀ = registered ; forúkọsílẹ̀ sí = registered for ; àwọn tó forúkọsílẹ̀ = those who registered ; àwọn tí ó forúkọsílẹ̀ = those who registered ; àwọn tí wọ́n forúkọsílẹ̀ = those who registered
láti dìbò = to vote ; láti dibo = to vote ; àwọn tó dìbò = those who voted
àfikún owó ọjà = inflation ; ìwọ̀n àfikún owó ọjà = inflation ; ìwọ̀n ọ̀wọ́ngógó ọjà = inflation ; owó ọjà = prices
wà nínú ìṣẹ́ = are poor ; ló wà nínú ìṣẹ́ = are poor ; tó wà nínú ìṣẹ́ = who are poor ; ti ẹgbẹ́ = of ; wà nínú òṣì = are poor ; tí ìṣẹ́ ń bá fínra = who are poor ; tálákà = poor
ṣe sọ = said ; ṣe kéde = announced ; ṣe jábọ̀ = reported
# added by hand (session 'multiling3'), from general knowledge of the language
rárá = at all ; làwọn = ; lawon = ; mo ka = I read ; mo kà = I read ; ìwé ìròyìn = newspaper
ṣe àtúnṣe sí owó náírà = redesigned the naira notes ; ṣe àtúnṣe owó náírà = redesigned the naira notes ; àtúnṣe owó náírà = naira redesign ; owó náírà = naira notes
èèyàn gbà = people collected ; ènìyàn gbà = people collected ; gba PVC = collected PVCs ; gba káàdì ìdìbò = collected voter cards
fa olùdíje kalẹ̀ = fielded candidates ; fa olùdíje sílẹ̀ = fielded candidates ; ṣe àgbékalẹ̀ = launched
# added by hand (session "multiling6"): "ní Nàìjíríà" (in Nigeria) after a noun is not "has Nigeria"; the unemployment rate
ní Nàìjíríà = in Nigeria ; àìníṣẹ́ lọ́wọ́ = unemployment ; ìwọ̀n àìníṣẹ́ lọ́wọ́ = unemployment rate ; ìwọ̀n àìníṣẹ́ = unemployment rate ; ìwọ̀n àìríṣẹ́ = unemployment rate
# added by hand (session "wa15"): "whom poverty afflicts" without "fínra", tone marks or not (ti ise n ba); an opinion said as "my thought is that"; "would have" (ì bá)
tí ìṣẹ́ ń bá = who are poor ; tí ìṣẹ́ ń bá jà = who are poor ; tí òṣì ń bá = who are poor ; tí wọ́n jẹ́ òtòṣì = who were poor
èrò mi ni pé = in my opinion ; èrò tèmi ni pé = in my opinion ; èrò mi ni = in my opinion ; ní èrò tèmi = in my opinion ; lérò tèmi = in my opinion ; ní tèmi = in my opinion
ì bá ṣe = would have done ; ì bá ti = would have ; ì bá jẹ́ = would have been ; dáadáa = well ; dáradára = well
# added by hand (session "multiling7"): "those who are in poverty" (the relative said in full)
tí ó wà nínú òṣì = who are poor ; tó wà nínú òṣì = who are poor ; tí ó wà nínú ìṣẹ́ = who are poor ; tó wà nínú ìṣẹ́ = who are poor
# added by hand (session "whatsapp10"): "about" before a figure; "tayọ" (surpass) and its denial, only in phrases (Tayọ is also a name); "ó sì ní" (and it has) opening a second clause; a voice note's closing "let us not forget this"
nǹkan bí = about ; ní nǹkan bí = about ; nǹkan bíi = about ; ní nǹkan bíi = about ; tó fẹ́rẹ̀ẹ́ tó = nearly ; kò tayọ = did not exceed ; ti tayọ = has exceeded ; tó tayọ = that exceeded ; kò ré kọjá = did not exceed ; kò kọjá = did not exceed
# added by hand (session "wa16"): "at least" before a figure ("it is small, finished": the least it is)
ó kéré tán = at least ; ó kéré tán ní = at least ; ó kéré jù lọ = at least ; ó kéré jùlọ = at least
ó sì ní = and it has ; wọ́n sì ní = and they have ; ó sì tún ní = and it also has ; ó tún ní = it also has
ká má gbàgbé = let us not forget ; ká má gbàgbé èyí = let us not forget this ; ká má gbàgbé eléyìí = let us not forget this ; ká má gbàgbé eleyi = let us not forget this ; ká má gbàgbé ìyẹn = let us not forget that ; ẹ má gbàgbé èyí = do not forget this ; ẹ má gbàgbé eléyìí = do not forget this
`;
