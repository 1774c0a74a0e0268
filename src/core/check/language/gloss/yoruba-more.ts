/**
 * More of the general vocabulary of Yoruba news (session "xling2"): countries, cities, faiths
 * and institutions as Yoruba spells them (Yukiréènì, Ìráàkì, Kìrìsìmẹ́sì), loanwords, verbs, the
 * nouns of daily news (family, body, health, transport, trade, farming, schooling, law, the
 * military, sport, weather, time), describing words. Written by hand for this project from
 * general knowledge of the language (no data set was copied or derived from); MIT with the
 * project. The lowest layer: yoruba-news.ts, yoruba-general.ts and yoruba.ts win wherever they
 * have the same word. Tone marks and under-dots fold away at lookup. Format: lexicon-lines.ts.
 */
export const YORUBA_MORE = `
# countries, cities and peoples as Yoruba spells them
Yukiréènì = Ukraine ; Yukirénì = Ukraine ; Palẹ́sítínì = Palestine ; Síríà = Syria ; Ìráàkì = Iraq ; Ìráànì = Iran ; Íránì = Iran ; Jàpáànù = Japan ; Ìtálì = Italy
Sípéènì = Spain ; Pọ́túgà = Portugal ; Tọ́kì = Turkey ; Sàúdí Arébíà = Saudi Arabia ; Ẹ́gíptì = Egypt ; Íjíbítì = Egypt ; Kamẹrúùnù = Cameroon ; Kamẹ́rúúnì = Cameroon
Nìjẹ̀ = Niger ; Orílẹ̀-èdè Nìjẹ̀ = Niger ; Bìní = Benin ; Orílẹ̀-èdè Bìní = Benin Republic ; Éṣíà = Asia ; Súdáànù = Sudan ; Sòmálíà = Somalia ; Líbíà = Libya ; Màlí = Mali ; Ṣáàdì = Chad ; Kóńgò = Congo
Ètìópíà = Ethiopia ; Tànsáníà = Tanzania ; Yùgáńdà = Uganda ; Sìmbábúè = Zimbabwe ; Sẹ̀nẹ̀gà = Senegal ; Gámbíà = Gambia ; Ṣíérà Líónì = Sierra Leone ; Làìbéríà = Liberia ; Kódìfúà = Ivory Coast ; Ivory Kóòsì = Ivory Coast
Mẹ́síkò = Mexico ; Bràsíìlì = Brazil ; Bùràsíìlì = Brazil ; Ọsirélíà = Australia ; Ọstrélíà = Australia ; Kòríà = Korea ; Àríwá Kòríà = North Korea ; Gúúsù Kòríà = South Korea ; Kúbà = Cuba ; Fẹnẹsúélà = Venezuela
Afigánísítàànì = Afghanistan ; Pakísítàànì = Pakistan ; Àárín Gbùngbùn Ìlà Oòrùn = Middle East ; Ìlà Oòrùn Àárín = Middle East ; Áfíríkà Gúúsù = South Africa ; Ìwọ̀ Oòrùn Áfíríkà = West Africa
Wáṣíńtọ́nù = Washington ; Páríìsì = Paris ; Mọsikò = Moscow ; Bèíjíǹgì = Beijing ; Jerúsálẹ́mù = Jerusalem ; Mẹ́kà = Mecca ; Kàírò = Cairo ; Bọ̀nú = Borno ; Pọ́tákọ́tà = Port Harcourt ; Ìlú Ọba = England
Larubáwá = Arabs ; àwọn Júù = Jews ; Júù = Jews ; ọmọ Yorùbá = Yoruba people
# faiths and institutions
Kìrìsìmẹ́sì = Christmas ; Ọdún Àjíǹde = Easter ; Ìsìlámù = Islam ; ẹ̀sìn Ìsìlámù = Islam ; ẹ̀sìn Kìrìsìtẹ́nì = Christianity ; Ìmàle = Muslims ; Bíbélì = Bible ; Kùránì = Quran ; Al-Kùránì = Quran
Pópù = Pope ; Jésù = Jesus ; Jésù Kírísítì = Jesus Christ ; Kírísítì = Christ ; àwọn àlùfáà = clergy ; Ìmámù = imam ; Bíṣọ́ọ̀bù = bishop ; ìjọ Kátólíìkì = Catholic church ; Kátólíìkì = Catholic
gbààwẹ̀ = fasted ; ìsìn = worship ; olùjọ́sìn = worshippers
Àjọ Ìṣọ̀kan Áfíríkà = African Union ; Ilé Aṣojúṣòfin = House of Representatives ; Ilé Aṣòfin Ìpínlẹ̀ = state assembly
Ilé-ẹjọ́ Gíga Jùlọ = Supreme Court ; Ìdíje Àgbáyé = World Cup
# loanwords and things
kọ̀ǹpútà = computer ; tẹlifóònù = telephone ; tẹlifísàn = television ; íńtánẹ́ẹ̀tì = internet ; mọ́tò = car ; bọ́ọ̀sì = bus
kẹ̀kẹ́ = bicycle
àwọn dókítà = doctors ; ọsibítù = hospital ; kọ́lẹ́ẹ̀jì = college
# money, trade and work
epo bẹntiróòlù = petrol ; bẹntiróòlù = petrol ; iná ẹlẹ́ntiríìkì = electricity
àwọn olówó = the rich ; àwọn tálákà = the poor ; oníbàárà = customers
# farming and food
ilẹ̀ oko = farmland
# family and people
ẹ̀gbọ́n = elder sibling ; àbúrò = younger sibling ; mọ̀lẹ́bí = relatives ; àwọn òbí = parents
àwọn aládùúgbò = neighbours ; ṣe ìgbéyàwó = married ; sin òkú = buried ; arúgbó = elderly ; àgbàlagbà = elder
# body and health
ẹsẹ̀ = leg ; imú = nose ; ẹnu = mouth ; egbòogi = drugs
kọ́lẹ́rà = cholera
ìwòsàn = cure ; wòsàn = healed
# law, crime, security
ẹjọ́ = case
jíǹgbé = kidnapped
ìfarapa = injury
fi páńpẹ́ òfin gbé = arrested ; àwọn afẹ̀míṣòfò = terrorists
# weather and land
àkúnya omi = flood ; oòrùn = sun ; ìyípadà ojú ọjọ́ = climate change ; ìjàmbá iná = fire disaster
ìjàmbá ọkọ̀ = road accident
# time
# verbs
bẹ̀bẹ̀ = appealed
fàyè gbà = allowed ; kọ́lé = built a house
náwó = spent money
gbàjọba = took power ; ọ̀gá àgbà = chief
kọmíṣọ́nà = commissioner
# describing words and manner
pọ̀ = many ; gùn = long ; kúrú = short ; lágbára = strong
lẹ́ẹ̀mejì = twice ; léraléra = repeatedly
# found missing while glossing hand-written test sentences
fura = suspected ; fura sí = suspected ; níbi tí = where ; jíròrò = discussed ; jẹ́ kí = make
lọ́dún yìí = this year ; lọ́dún tó kọjá = last year ; lọ́dún tó ń bọ̀ = next year ; lóṣù yìí = this month ; lọ́sẹ̀ yìí = this week ; lọ́sẹ̀ tó kọjá = last week
onímọ̀ = expert ; àwọn onímọ̀ = experts ; onímọ̀ ọrọ̀ ajé = economist ; àwọn onímọ̀ ọrọ̀ ajé = economists ; sí i = more ; lẹ́bi = guilty ; dá lẹ́bi = convicted ; rán = sent ; rán an lọ = sent him ; olè jíjà = theft
ikọ̀ agbábọ́ọ̀lù = football team ; sí òdo = to nil ; ojú pópó = streets ; gúnlẹ̀ sí = embarked on ; tíì = yet ; kò tíì = not yet ; já lulẹ̀ = crashed ; jábọ́ = fell ; kété = shortly ; ní kété tí = shortly after ; gbéra = set off
ráhùn = complained ; tẹ́lẹ̀ rí = former ; lẹ́ni ọdún = aged ; ẹni ọdún = aged ; ẹgbẹẹgbẹ̀rún = thousands ; ọgọọgọ́rùn-ún = hundreds ; ọ̀kan lára = one of ; ọ̀kan nínú = one of
# peoples and their adjectives: Yoruba says "a person of America" (ará Amẹ́ríkà) where English says "American"
ará Amẹ́ríkà = American ; àwọn ará Amẹ́ríkà = Americans ; ọmọ ilẹ̀ Amẹ́ríkà = American
ará ilẹ̀ Gẹ̀ẹ́sì = British ; àwọn ará ilẹ̀ Gẹ̀ẹ́sì = British people ; ọmọ ilẹ̀ Gẹ̀ẹ́sì = British
ará Faransé = French ; àwọn ará Faransé = French people ; ọmọ ilẹ̀ Faransé = French
ará Jámánì = German ; àwọn ará Jámánì = Germans ; ọmọ ilẹ̀ Jámánì = German
ará Ṣáínà = Chinese ; àwọn ará Ṣáínà = Chinese people ; ọmọ ilẹ̀ Ṣáínà = Chinese
ará Rọ́ṣíà = Russian ; àwọn ará Rọ́ṣíà = Russians ; ọmọ ilẹ̀ Rọ́ṣíà = Russian
ará Íṣírẹ́lì = Israeli ; àwọn ará Íṣírẹ́lì = Israelis ; ọmọ ilẹ̀ Íṣírẹ́lì = Israeli
ará Palẹ́sítínì = Palestinian ; àwọn ará Palẹ́sítínì = Palestinians ; ọmọ ilẹ̀ Palẹ́sítínì = Palestinian
ará Áfíríkà = African ; àwọn ará Áfíríkà = Africans ; ọmọ ilẹ̀ Áfíríkà = African
ará Yúróòpù = European ; àwọn ará Yúróòpù = Europeans ; ọmọ ilẹ̀ Yúróòpù = European
ará Gánà = Ghanaian ; àwọn ará Gánà = Ghanaians ; ọmọ ilẹ̀ Gánà = Ghanaian
ará Kánádà = Canadian ; àwọn ará Kánádà = Canadians ; ọmọ ilẹ̀ Kánádà = Canadian
ará Íńdíà = Indian ; àwọn ará Íńdíà = Indians ; ọmọ ilẹ̀ Íńdíà = Indian
ará Jàpáànù = Japanese ; àwọn ará Jàpáànù = Japanese people ; ọmọ ilẹ̀ Jàpáànù = Japanese
ará Yukiréènì = Ukrainian ; àwọn ará Yukiréènì = Ukrainians ; ọmọ ilẹ̀ Yukiréènì = Ukrainian
ará Ìráànì = Iranian ; àwọn ará Ìráànì = Iranians ; ọmọ ilẹ̀ Ìráànì = Iranian
ará Ẹ́gíptì = Egyptian ; àwọn ará Ẹ́gíptì = Egyptians ; ọmọ ilẹ̀ Ẹ́gíptì = Egyptian
ará Kẹ́ńyà = Kenyan ; àwọn ará Kẹ́ńyà = Kenyans ; ọmọ ilẹ̀ Kẹ́ńyà = Kenyan
ará Nàìjíríà = Nigerian ; àwọn ará Nàìjíríà = Nigerians ; ọmọ ilẹ̀ Nàìjíríà = Nigerian
ẹlẹ́sìn Mùsùlùmí = Muslim ; àwọn ẹlẹ́sìn Mùsùlùmí = Muslims ; ẹlẹ́sìn Kìrìsìtẹ́nì = Christian ; àwọn ẹlẹ́sìn Kìrìsìtẹ́nì = Christians ; ẹlẹ́sìn Ìsìlámù = Muslim ; ti ẹ̀sìn Ìsìlámù = Islamic
ọmọ orílẹ̀-èdè Nàìjíríà = Nigerians ; àwọn ọmọ orílẹ̀-èdè Nàìjíríà = Nigerians ; ìjọba Nàìjíríà = Nigerian government ; ìjọba orílẹ̀-èdè Nàìjíríà = Nigerian government ; àwọn ológun Nàìjíríà = Nigerian military ; ológun Nàìjíríà = Nigerian military ; ọmọ ogun Nàìjíríà = Nigerian troops ; àwọn ọmọ ogun Nàìjíríà = Nigerian troops ; ọlọ́pàá Nàìjíríà = Nigerian police ; àwọn ọlọ́pàá Nàìjíríà = Nigerian police
# titles before a name: English news writes Mr, Mrs, Dr
Ọ̀gbẹ́ni = Mr ; Ọ̀mọ̀wé = Dr ; Ìyáàfin = Mrs ; Alàgbà = Elder ; Olùṣọ́-àgùntàn = Pastor ; Ààrẹ Ilé Aṣòfin Àgbà = Senate President ; Olórí Ilé Aṣòfin Kékeré = Speaker of the House of Representatives ; Olórí Ilé Aṣòfin = Speaker
àwọn èèyàn Nàìjíríà = Nigerians ; ọrọ̀ ajé Nàìjíríà = Nigerian economy ; ẹgbẹ́ agbábọ́ọ̀lù Nàìjíríà = Nigerian football team ; ilé aṣòfin Nàìjíríà = Nigerian National Assembly ; tó ń rí sí = that oversees ; ń rí sí = oversees
# a count of years, days, months, weeks, hours: ọdún, ọjọ́ and oṣù carry nothing alone (ní ọdún 2023, in 2023), so a cardinal after them is listed with them (ordinals name a day or month)
ọdún kan = 1 year ; ọdún méjì = 2 years ; ọdún mẹ́ta = 3 years ; ọdún mẹ́rin = 4 years ; ọdún márùn-ún = 5 years ; ọdún mẹ́fà = 6 years ; ọdún méje = 7 years ; ọdún mẹ́jọ = 8 years ; ọdún mẹ́sàn-án = 9 years ; ọdún mẹ́wàá = 10 years ; ọdún mọ́kànlá = 11 years ; ọdún méjìlá = 12 years ; ọdún mẹ́ẹ̀ẹ́dógún = 15 years ; ọdún ogún = 20 years ; ọdún ọgbọ̀n = 30 years ; ọdún ogójì = 40 years ; ọdún àádọ́ta = 50 years ; ọdún ọgọ́ta = 60 years ; ọdún àádọ́rin = 70 years ; ọdún ọgọ́rin = 80 years ; ọdún ọgọ́rùn-ún = 100 years
ọjọ́ kan = 1 day ; ọjọ́ méjì = 2 days ; ọjọ́ mẹ́ta = 3 days ; ọjọ́ mẹ́rin = 4 days ; ọjọ́ márùn-ún = 5 days ; ọjọ́ mẹ́fà = 6 days ; ọjọ́ méje = 7 days ; ọjọ́ mẹ́jọ = 8 days ; ọjọ́ mẹ́sàn-án = 9 days ; ọjọ́ mẹ́wàá = 10 days ; ọjọ́ mọ́kànlá = 11 days ; ọjọ́ méjìlá = 12 days ; ọjọ́ mẹ́ẹ̀ẹ́dógún = 15 days ; ọjọ́ ogún = 20 days ; ọjọ́ ọgbọ̀n = 30 days ; ọjọ́ ogójì = 40 days ; ọjọ́ àádọ́ta = 50 days ; ọjọ́ ọgọ́ta = 60 days ; ọjọ́ àádọ́rin = 70 days ; ọjọ́ ọgọ́rin = 80 days ; ọjọ́ ọgọ́rùn-ún = 100 days
oṣù kan = 1 month ; oṣù méjì = 2 months ; oṣù mẹ́ta = 3 months ; oṣù mẹ́rin = 4 months ; oṣù márùn-ún = 5 months ; oṣù mẹ́fà = 6 months ; oṣù méje = 7 months ; oṣù mẹ́jọ = 8 months ; oṣù mẹ́sàn-án = 9 months ; oṣù mẹ́wàá = 10 months ; oṣù mọ́kànlá = 11 months ; oṣù méjìlá = 12 months ; oṣù mẹ́ẹ̀ẹ́dógún = 15 months ; oṣù ọgbọ̀n = 30 months ; oṣù ogójì = 40 months ; oṣù àádọ́ta = 50 months ; oṣù ọgọ́ta = 60 months ; oṣù àádọ́rin = 70 months ; oṣù ọgọ́rin = 80 months ; oṣù ọgọ́rùn-ún = 100 months
ọ̀sẹ̀ kan = 1 week ; ọ̀sẹ̀ méjì = 2 weeks ; ọ̀sẹ̀ mẹ́ta = 3 weeks ; ọ̀sẹ̀ mẹ́rin = 4 weeks ; ọ̀sẹ̀ márùn-ún = 5 weeks ; ọ̀sẹ̀ mẹ́fà = 6 weeks ; ọ̀sẹ̀ méje = 7 weeks ; ọ̀sẹ̀ mẹ́jọ = 8 weeks ; ọ̀sẹ̀ mẹ́sàn-án = 9 weeks ; ọ̀sẹ̀ mẹ́wàá = 10 weeks ; ọ̀sẹ̀ mọ́kànlá = 11 weeks ; ọ̀sẹ̀ méjìlá = 12 weeks ; ọ̀sẹ̀ mẹ́ẹ̀ẹ́dógún = 15 weeks ; ọ̀sẹ̀ ogún = 20 weeks ; ọ̀sẹ̀ ọgbọ̀n = 30 weeks ; ọ̀sẹ̀ ogójì = 40 weeks ; ọ̀sẹ̀ àádọ́ta = 50 weeks ; ọ̀sẹ̀ ọgọ́ta = 60 weeks ; ọ̀sẹ̀ àádọ́rin = 70 weeks ; ọ̀sẹ̀ ọgọ́rin = 80 weeks ; ọ̀sẹ̀ ọgọ́rùn-ún = 100 weeks
wákàtí kan = 1 hour ; wákàtí méjì = 2 hours ; wákàtí mẹ́ta = 3 hours ; wákàtí mẹ́rin = 4 hours ; wákàtí márùn-ún = 5 hours ; wákàtí mẹ́fà = 6 hours ; wákàtí méje = 7 hours ; wákàtí mẹ́jọ = 8 hours ; wákàtí mẹ́sàn-án = 9 hours ; wákàtí mẹ́wàá = 10 hours ; wákàtí mọ́kànlá = 11 hours ; wákàtí méjìlá = 12 hours ; wákàtí mẹ́ẹ̀ẹ́dógún = 15 hours ; wákàtí ogún = 20 hours ; wákàtí ọgbọ̀n = 30 hours ; wákàtí ogójì = 40 hours ; wákàtí àádọ́ta = 50 hours ; wákàtí ọgọ́ta = 60 hours ; wákàtí àádọ́rin = 70 hours ; wákàtí ọgọ́rin = 80 hours ; wákàtí ọgọ́rùn-ún = 100 hours
ọ̀pọ̀lọpọ̀ ọdún = many years ; ọjọ́ díẹ̀ = a few days ; ọdún díẹ̀ = a few years ; ọ̀sẹ̀ díẹ̀ = a few weeks ; oṣù díẹ̀ = a few months ; oṣooṣù = every month ; ọjọ́ náà = that day ; ọjọ́ yẹn = that day ; lọ́jọ́ náà = on that day ; lọ́jọ́ yẹn = on that day ; ọdún náà = that year ; lọ́dún náà = that year
# second list: found missing while glossing hand-written test sentences
gbàgbé = forgot ; fínra = harassed ; bá fínra = harassed ; bẹ́ sílẹ̀ = broke out ; lágbàáyé = worldwide ; sún ìgbẹ́jọ́ síwájú = adjourned the case ; wàjà = passed on ; ọba wàjà = the king died ; fi àṣẹ ọba mú = arrested
àbẹ̀wò = visit ; ṣe àbẹ̀wò = visited ; lórí ọ̀rọ̀ = on the issue of ; ọ̀rọ̀ náà = the matter ; nínú ọ̀rọ̀ rẹ̀ = in his remarks ; ọ̀rọ̀ ààbò = security matters ; ọ̀rọ̀ ìdìbò = election matters
# names that are also words are left out as single words (Obi, Ojo, Oke): their word only inside a phrase
òjò rọ̀ = it rained ; òjò tó rọ̀ = the rain ; àwọn òkè = mountains ; orí òkè = hilltop
àràárọ̀ = every morning ; ní òwúrọ̀ = in the morning ; ní alẹ́ = at night ; sá àsálà = escaped ; jáde kúrò = left ; bá kẹ́dùn = condoled with ; lálẹ́ àná = last night
`;
