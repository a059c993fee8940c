import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbilityInput, Fighter } from '../../contracts/fighter';
import type { TranslationStatus } from '../../contracts/translation';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * A fighter's ability texts per locale (docs/decisions/0054-content-translations.md): filed by
 * the ability's position, following it when a save reorders or removes abilities.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOCALES: 'en,fr,ja' } });
});
afterAll(() => t.close());

type Read = Fighter & { translation?: TranslationStatus };

const ability = (name: string, description: string, usage = ''): AbilityInput => ({
  name,
  description,
  usage,
  frequency: 'Always',
});
const fighterBody = (abilities: AbilityInput[]) => ({
  name: 'Translatable',
  role: 'Duelist',
  bio: 'Made for a test.',
  stats: { attackDice: 'D4', defenseDice: 'D4', baseHP: 6, baseMobility: 5 },
  abilities,
});
const create = async (abilities: AbilityInput[]): Promise<Fighter> => {
  const res = await t.request({
    method: 'POST',
    url: '/api/fighters',
    as: 'admin',
    payload: fighterBody(abilities),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const save = async (id: number, abilities: AbilityInput[]) => {
  const res = await t.request({
    method: 'PUT',
    url: `/api/fighters/${id}`,
    as: 'admin',
    payload: fighterBody(abilities),
  });
  expect(res.statusCode, res.body).toBe(200);
};
const translate = (id: number, locale: string, payload: object) =>
  t.request({ method: 'PUT', url: `/api/fighters/${id}/translations/${locale}`, as: 'admin', payload });
const read = async (id: number, locale?: string): Promise<Read> => {
  const res = await t.request({
    method: 'GET',
    url: `/api/fighters/${id}${locale ? `?locale=${locale}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe("a fighter's abilities in a locale", () => {
  it('reads each translated ability text and names the missing ones by path; the default locale is untouched', async () => {
    const fighter = await create([
      ability('Open Vein', 'Bleeds.', 'On Hit'),
      ability('Lancet Step', 'Moves.'),
    ]);
    const write = await translate(fighter.id, 'fr', {
      role: 'Duelliste',
      abilities: [{ name: 'Veine ouverte', description: 'Fait saigner.', usage: 'Au toucher' }],
    });
    expect(write.statusCode, write.body).toBe(200);

    const fr = await read(fighter.id, 'fr');
    expect(fr.abilities.map((a) => [a.name, a.description, a.usage])).toEqual([
      ['Veine ouverte', 'Fait saigner.', 'Au toucher'],
      ['Lancet Step', 'Moves.', ''],
    ]);
    // Ability 2 has no usage: there is nothing to translate there, so it is not missing.
    expect(fr.translation).toEqual({
      locale: 'fr',
      missing: [
        'bio',
        'abilities.0.frequency',
        'abilities.1.name',
        'abilities.1.description',
        'abilities.1.frequency',
      ],
      outdated: [],
    });
    expect((await read(fighter.id, 'ja')).abilities[0]!.name).toBe('Open Vein');
    expect(await read(fighter.id)).toEqual(fighter);
    // The list reads alike.
    const list = await t.request({ method: 'GET', url: '/api/fighters?locale=fr' });
    const listed = (list.json().data as Read[]).find((one) => one.id === fighter.id)!;
    expect(listed.abilities[0]!.name).toBe('Veine ouverte');
  });

  it('marks an ability text outdated when its English changes, and keeps the others current', async () => {
    const fighter = await create([ability('Open Vein', 'Bleeds.')]);
    await translate(fighter.id, 'fr', {
      abilities: [{ name: 'Veine ouverte', description: 'Fait saigner.' }],
    });
    await save(fighter.id, [ability('Open Vein', 'Bleeds for 2 Cycles.')]);
    const fr = await read(fighter.id, 'fr');
    expect(fr.abilities[0]!.description).toBe('Fait saigner.');
    expect(fr.translation!.outdated).toEqual(['abilities.0.description']);
  });

  it('moves translations with their ability when a save removes or reorders abilities', async () => {
    const fighter = await create([ability('A', 'First.'), ability('B', 'Second.'), ability('C', 'Third.')]);
    await translate(fighter.id, 'fr', {
      abilities: [{ name: 'A (fr)' }, { name: 'B (fr)' }, { name: 'C (fr)' }],
    });
    await translate(fighter.id, 'ja', { abilities: [{}, {}, { name: 'C (ja)' }] });

    await save(fighter.id, [ability('A', 'First.'), ability('C', 'Third.')]);
    expect((await read(fighter.id, 'fr')).abilities.map((a) => a.name)).toEqual(['A (fr)', 'C (fr)']);
    expect((await read(fighter.id, 'ja')).abilities.map((a) => a.name)).toEqual(['A', 'C (ja)']);

    await save(fighter.id, [ability('C', 'Third.'), ability('A', 'First.'), ability('D', 'New.')]);
    const fr = await read(fighter.id, 'fr');
    expect(fr.abilities.map((a) => a.name)).toEqual(['C (fr)', 'A (fr)', 'D']);
    expect(fr.translation!.outdated).toEqual([]);
  });

  it('answers 400 for an ability the fighter does not have, or a text the input would refuse, and writes nothing', async () => {
    const fighter = await create([ability('Open Vein', 'Bleeds.')]);
    const beyond = await translate(fighter.id, 'fr', { abilities: [{}, { name: 'Fantôme' }] });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error).toBe('Fighter has 1 abilities: abilities[1] is not one of them');
    const tooLong = await translate(fighter.id, 'fr', {
      role: 'Duelliste',
      abilities: [{ name: 'x'.repeat(500) }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/Ability name/);
    const notAList = await translate(fighter.id, 'fr', { abilities: 'Veine ouverte' });
    expect(notAList.statusCode).toBe(400);
    const nothing = await translate(fighter.id, 'fr', { abilities: [{}] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toMatch(/Give at least one of role, bio, abilities/);
    expect((await read(fighter.id, 'fr')).translation!.missing).toContain('role');
  });

  it('removes one ability text given as null and keeps the rest', async () => {
    const fighter = await create([ability('Open Vein', 'Bleeds.')]);
    await translate(fighter.id, 'fr', {
      abilities: [{ name: 'Veine ouverte', description: 'Fait saigner.' }],
    });
    const res = await translate(fighter.id, 'fr', { abilities: [{ name: null }] });
    expect(res.statusCode, res.body).toBe(200);
    const fr = res.json().data as Read;
    expect([fr.abilities[0]!.name, fr.abilities[0]!.description]).toEqual(['Open Vein', 'Fait saigner.']);
  });
});
