import { apiQuery } from '#functions/site/estimate-port.ts';

describe('the estimate form’s values as the API takes them', () => {
  test.each(['es', 'ro', 'it', 'fr', 'de'] as const)('%s reads a decimal comma and grouped thousands', (locale) => {
    expect(apiQuery({ metros: '2,5', pesoKg: '1.800' }, locale)).toEqual({ metros: '2.5', pesoKg: '1800' });
    expect(apiQuery({ metros: '2.5', pesoKg: '1 800,5' }, locale)).toEqual({ metros: '2.5', pesoKg: '1800.5' });
    expect(apiQuery({ metros: '2', pesoKg: '12.000' }, locale)).toEqual({ metros: '2', pesoKg: '12000' });
  });

  test('English keeps the API’s form: "1,800" is left for the API to refuse rather than read as 1.8', () => {
    expect(apiQuery({ metros: '2,5', pesoKg: '1,800' }, 'en')).toEqual({ metros: '2,5', pesoKg: '1,800' });
    expect(apiQuery({ metros: '2.5' }, 'en')).toEqual({ metros: '2.5' });
  });

  test('the destination country is upper-cased; other fields pass as typed', () => {
    expect(apiQuery({ paisDestino: 'it', destino: 'Milano', cpDestino: '20121' }, 'en')).toEqual({
      paisDestino: 'IT',
      destino: 'Milano',
      cpDestino: '20121',
    });
  });

  test('a reference city in any of the site’s languages is the contract’s alias; another name passes as typed', () => {
    expect(apiQuery({ origen: 'Barcellona', destino: 'Mailand' }, 'it')).toEqual({
      origen: 'Barcelona',
      destino: 'Milano',
    });
    expect(apiQuery({ origen: ' BARCELONE ', destino: 'Milán' }, 'fr')).toEqual({
      origen: 'Barcelona',
      destino: 'Milán',
    });
    expect(apiQuery({ origen: 'Madrid', destino: 'Munich' }, 'de')).toEqual({ origen: 'Madrid', destino: 'Munich' });
  });

  test('text that is no number stays as it is, for the API to refuse with its own words', () => {
    expect(apiQuery({ metros: 'two', pesoKg: '1,2,3' }, 'de')).toEqual({ metros: 'two', pesoKg: '1,2,3' });
  });
});
