import type { ChatMediaSource } from '../../src/core/media/ports.js';
import { downloadMedia, originOfUrl } from '../shared/media-download.js';

const TWILIO_API = 'https://api.twilio.com';
/** Twilio answers a media URL with a redirect to its own media CDN. */
const TWILIO_MEDIA_HOSTS = [/(^|\.)twilio\.com$/, /(^|\.)twiliocdn\.com$/];

/**
 * A WhatsApp tip's media through Twilio: `MediaUrl0` of the webhook, fetched with the account's
 * credentials (HTTP Basic), only from the configured Twilio API origin.
 */
export function createWhatsAppMediaSource(config: {
  accountSid: string;
  authToken: string;
  apiUrl?: string | undefined;
  timeoutMs: number;
}): ChatMediaSource {
  const origin = originOfUrl(config.apiUrl ?? TWILIO_API);
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    platform: 'whatsapp',
    async fetch(ref, maxBytes) {
      const fetched = await downloadMedia(ref.ref.url ?? '', {
        origins: [origin],
        redirectHosts: TWILIO_MEDIA_HOSTS,
        headers: { authorization },
        maxBytes,
        timeoutMs: config.timeoutMs,
      });
      const generic = fetched.mediaType === 'application/octet-stream';
      return {
        bytes: fetched.bytes,
        mediaType: generic && ref.mediaType ? ref.mediaType : fetched.mediaType,
      };
    },
  };
}
