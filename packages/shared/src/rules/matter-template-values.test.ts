import { describe, expect, it } from 'vitest';
import { withMatterValues } from './matter-template-values';

const matter = { client_name: 'Mario Rossi', name: 'Sfratto via Roma', reference: '2026/014' };

describe('withMatterValues', () => {
  it('fills the client and the engagement a template asks for, nothing else', () => {
    expect(
      withMatterValues(['cliente_nome', 'incarico', 'luogo'], { luogo: 'Milano' }, matter, 'absent'),
    ).toEqual({
      luogo: 'Milano',
      cliente_nome: 'Mario Rossi',
      incarico: 'Sfratto via Roma (pratica n. 2026/014)',
    });
    expect(withMatterValues(['parte_nome'], {}, { ...matter, reference: null }, 'absent')).toEqual({
      parte_nome: 'Mario Rossi',
    });
  });

  it('never overrides what the user typed; a field sent empty stays cleared on the server', () => {
    expect(withMatterValues(['cliente_nome'], { cliente_nome: 'Alfa S.r.l.' }, matter, 'absent')).toEqual({
      cliente_nome: 'Alfa S.r.l.',
    });
    expect(withMatterValues(['cliente_nome'], { cliente_nome: '' }, matter, 'absent')).toEqual({
      cliente_nome: '',
    });
    expect(withMatterValues(['cliente_nome'], { cliente_nome: ' ' }, matter, 'blank')).toEqual({
      cliente_nome: 'Mario Rossi',
    });
  });

  it('without a matter returns the values as given', () => {
    expect(withMatterValues(['cliente_nome'], { luogo: 'Roma' }, null, 'blank')).toEqual({ luogo: 'Roma' });
  });
});
