import type { Container } from '../../src/main/container.js';

/**
 * A workspace with its owner and an API key, made through the core services (no mail round
 * trip). Premium by default, so monthly limits do not cut a benchmark short. With `workspaceId`,
 * a key for that existing workspace (one whose corpus a bench imported), held by its owner.
 */
export async function benchWorkspace(
  container: Container,
  opts: { plan?: 'free' | 'premium'; workspaceId?: string } = {},
) {
  const tag = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const domain = `${tag}.example`;
  const workspace = opts.workspaceId
    ? await container.db.workspace.findUniqueOrThrow({ where: { id: opts.workspaceId } })
    : await container.db.workspace.create({ data: { name: domain, domain, plan: opts.plan ?? 'premium' } });
  const user =
    (await container.db.user.findUnique({ where: { ownerOf: workspace.id } })) ??
    (await container.db.user.create({
      data: {
        email: `${tag}@${workspace.domain}`,
        name: 'bench',
        role: 'owner',
        ownerOf: workspace.id,
        workspaceId: workspace.id,
      },
    }));
  const { key } = await container.services.keys.create(
    {
      userId: user.id,
      email: user.email,
      name: user.name,
      workspaceId: workspace.id,
      role: 'owner',
      via: 'session',
      credentialId: 'bench',
    },
    'bench',
  );
  return { workspace, user, key };
}
