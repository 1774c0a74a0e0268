import { describe, expect, it } from 'vitest';
import { forbiddenAddressReason } from '../../adapters/web/address-policy.js';
import { createAddressResolver } from '../../adapters/web/url-guard.js';

describe('address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.31.255.1', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'metadata'],
    ['169.254.10.10', 'link-local'],
    ['100.64.3.2', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fc00::5', 'unique local'],
    ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2001:db8::1', 'reserved'],
  ])('refuses %s', (address, _what) => {
    expect(forbiddenAddressReason(address)).toEqual(expect.any(String));
  });

  it.each(['102.89.32.10', '8.8.8.8', '2a00:1450:4001:80b::200e', '::ffff:8.8.4.4'])(
    'allows public %s',
    (address) => {
      expect(forbiddenAddressReason(address)).toBeNull();
    },
  );

  it('refuses a host when ANY of its addresses is private, even beside a public one', async () => {
    const resolve = createAddressResolver({
      allowPrivateNetworks: false,
      resolveAll: async () => [
        { address: '102.89.32.10', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    });
    await expect(resolve('https://mixed.example/')).rejects.toMatchObject({ code: 'url_refused' });
  });

  it('judges numeric IPv4 spellings as the address they mean (the URL parser normalises them)', async () => {
    const resolve = createAddressResolver({ allowPrivateNetworks: false, resolveAll: async () => [] });
    for (const url of ['http://2130706433/', 'http://0x7f.1/', 'http://0177.0.0.01/', 'http://127.1/']) {
      await expect(resolve(url), url).rejects.toMatchObject({ code: 'url_refused' });
    }
  });

  it('lets FETCH_ALLOW_PRIVATE_NETWORKS through private addresses, but never other schemes', async () => {
    const resolve = createAddressResolver({ allowPrivateNetworks: true });
    await expect(resolve('http://127.0.0.1:9/')).resolves.toMatchObject({
      addresses: [{ address: '127.0.0.1' }],
    });
    await expect(resolve('file:///etc/passwd')).rejects.toMatchObject({ code: 'url_refused' });
  });
});
