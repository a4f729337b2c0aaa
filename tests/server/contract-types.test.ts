import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every wire shape is a TypeBox schema in src/contract with its type inferred from it, under the
 * same name. Together with the lint rule that reserves wire names (*Request, *Response, *Body,
 * *Answer, *Params) for src/contract, this catches a type written beside its schema, where the
 * two can drift apart (the login's four declarations did).
 */
const contractDir = path.resolve(import.meta.dirname, '../../src/contract');
const files = fs.readdirSync(contractDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const WIRE_NAME = /(Request|Response|Body|Answer|Params)$/;

describe.each(files)('src/contract/%s', (file) => {
  const source = fs.readFileSync(path.join(contractDir, file), 'utf8');

  it('gives every exported schema its type, inferred from it under the same name', async () => {
    const module = (await import(path.join(contractDir, file))) as Record<string, unknown>;
    const schemas = Object.entries(module)
      .filter(([, value]) => typeof value === 'object' && value !== null && '~kind' in value)
      .map(([name]) => name);
    const lacking = schemas.filter((name) => !source.includes(`export type ${name} = Static<typeof ${name}>;`));
    expect(lacking).toEqual([]);
  });

  it('writes no wire type by hand: each one is Static<typeof> of its schema', () => {
    const declared = [...source.matchAll(/export (?:interface|type) (\w+)/g)].map((match) => match[1]);
    const byHand = declared
      .filter((name) => WIRE_NAME.test(name))
      .filter((name) => !source.includes(`export type ${name} = Static<typeof ${name}>;`));
    expect(byHand).toEqual([]);
  });
});
