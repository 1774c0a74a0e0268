import { z } from 'zod';

export const partySchema = z
  .object({
    acronym: z.string().describe('As on the ballot: APC, PDP, LP, NNPP...'),
    name: z.string(),
    logo_url: z.string().nullable(),
  })
  .meta({ id: 'Party' });

export const partiesResponse = z.object({ parties: z.array(partySchema) }).meta({ id: 'PartyList' });
