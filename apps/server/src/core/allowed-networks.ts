import { BlockList, isIP } from 'node:net';

/** The address as written, or the IPv4 address an IPv4-mapped IPv6 address (`::ffff:10.0.0.7`) carries. */
const plainAddress = (ip: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice('::ffff:'.length) : ip);

/** A role's allowed networks as a block list; a network that does not read is left out (the contract refuses it). */
function listOf(networks: readonly string[]): BlockList {
  const list = new BlockList();
  for (const network of networks) {
    const [address = '', prefix] = network.split('/');
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    list.addSubnet(address, prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix), type);
  }
  return list;
}

/** Whether a member of a role with these networks may call from `ip`: any address when the role names none. */
export function fromAllowedNetwork(ip: string, networks: readonly string[]): boolean {
  if (networks.length === 0) return true;
  const address = plainAddress(ip);
  const family = isIP(address);
  return family !== 0 && listOf(networks).check(address, family === 4 ? 'ipv4' : 'ipv6');
}
