import type { DocumentPublisher } from '../../core/documents/figure-evidence.js';
import type { KeyFigure } from '../../core/documents/ports.js';
import type { PublisherKind, PublisherRecord } from '../../core/sources/ports.js';
import type { Db } from '../prisma.js';
import { matchPublisher, resembles } from './source-store.js';

/** A document's figures weigh as an upload of the workspace until its owner trusts the publisher. */
const UPLOAD_TRUST = 0.5;

/**
 * The publisher a workspace's document is shown under, by the same rule as its imported documents
 * (evidence integrity): the workspace's own record for the document's domain or name, with that
 * record's trust. A name that is a service-wide publisher's ("NBS", "INEC") borrows neither its
 * identity nor its trust: it is shown as "<name> (unverified upload)".
 */
export function createDocumentPublishers(db: Db) {
  return async function publisherOf(workspaceId: string, figure: KeyFigure): Promise<DocumentPublisher> {
    const rows = await db.publisher.findMany({ where: { OR: [{ workspaceId }, { workspaceId: null }] } });
    const records: PublisherRecord[] = rows.map((r) => ({ ...r, kind: r.kind as PublisherKind }));
    const given = figure.document.publisher.trim();
    const doc = {
      url: figure.document.url ?? 'https://document.invalid/',
      title: figure.document.title,
      text: '',
      publisher: given,
      publishedAt: null,
      claimText: null,
      rating: null,
      claimReview: null,
    };
    const own =
      given || figure.document.url
        ? matchPublisher(
            records.filter((r) => r.workspaceId === workspaceId),
            doc,
          )
        : undefined;
    if (own) return { name: own.name, kind: own.kind, trust: own.trust };
    const serviceWide = records.filter((r) => r.workspaceId === null);
    const impersonates =
      given && (matchPublisher(serviceWide, doc) ?? serviceWide.find((p) => resembles(p, given)));
    const name = given || 'Uploaded document';
    return { name: impersonates ? `${name} (unverified upload)` : name, kind: 'other', trust: UPLOAD_TRUST };
  };
}
