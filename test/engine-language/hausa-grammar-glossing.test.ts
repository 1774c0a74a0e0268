import { describe, expect, it } from 'vitest';
import { toEnglish } from '../../src/core/check/language/to-english.js';

/**
 * Session "hausa13": rules of Hausa grammar the word lists cannot carry, each sentence written
 * for this test (no data set read). Without its rule each loses the English listed (`has`) or
 * keeps a misreading (`lacks`).
 */
describe('Hausa grammar is read as English writes it', () => {
  it.each([
    // A place named with a common word first is a name kept whole ("Birnin Gwari" is not "city
    // Gwari", "Sabon Gari" not "new town"), though a phrase naming a place stays (Jerusalem).
    ['An kashe mutane biyar a karamar hukumar Birnin Gwari.', ['Birnin Gwari'], ['city']],
    ['Gobara ta tashi a kasuwar Sabon Gari da ke Kano.', ['Sabon Gari'], ['new']],
    ['Ya ziyarci Birnin Kudus a makon jiya.', ['Jerusalem'], ['Birnin']],
    ['Ministan Babban Birnin Tarayya ya ce.', ['FCT minister'], ['Birnin']],
    // An acronym is a name, though its letters spell a Hausa word (nan, here).
    ['Kamfanin dillancin labarai na NAN ya ruwaito cewa an sace dalibai.', ['NAN reported'], ['here']],
    // …but an acronym the lexicon writes in capitals still counts (774 LGAs).
    ['Najeriya na da LGA 774.', ['774 LGAs'], []],
    // "kasar Sin", "garin Sokoto", "birnin Washington": English names the place alone.
    ['Shugaban ya tafi kasar Mali domin halartar taro.', ['went Mali'], ['country']],
    ['Joe Biden ya gana da shi a birnin Washington.', ['in Washington'], ['city']],
    ['An haifi Sarkin Musulmi a garin Sokoto.', ['was born', 'in Sokoto'], ['town', 'gave birth']],
    // "sakamakon" before a cause is "as a result of", not "results".
    ['Sakamakon ambaliyar ruwa, mutane sun rasa gidajensu.', ['as a result of flooding'], ['results']],
    // "shekarar", "watan" before anything but a date are the year, the month; "da ya gabata"
    // (that passed) is "last".
    ['Kamfanin ya samu riba a wannan shekarar.', ['this year'], []],
    ['Farashin ya tashi a watan da ya gabata.', ['last month'], ['past']],
    ['Zaben ya gudana a shekarar da ta gabata.', ['last year'], ['past']],
    ['An haife shi a shekarar 1956.', ['in 1956'], ['year']],
    ['An yi zaben a watan Maris.', ['in March'], ['month']],
    // Impersonal "an samu" (there was) reports what occurred; nobody "got" it.
    ['An samu karuwar farashin abinci a kasuwanni.', ['increase'], ['got']],
    // A plural in -ai takes the linker as -an before a possessive too (matsugunan-su).
    ['Ambaliya ta lalata matsugunansu.', ['shelter'], ['matsugunansu']],
    ['Wata babbar mota ta yi karo da motar bas.', ['collided with'], ['time']],
  ])('%s', (hausa, has, lacks) => {
    const english = toEnglish(hausa, 'ha');
    for (const words of has) expect(english).toContain(words);
    for (const words of lacks) expect(english).not.toMatch(new RegExp(`\\b${words}\\b`));
  });
});
