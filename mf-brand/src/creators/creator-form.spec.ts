import { firstIssue } from '@afilia/contracts';
import { checkCreatorForm, checkListForm, NEW_CREATOR_VALUES, toCreateCreatorRequest } from './creator-form';
import { creatorCountText, toggleListId } from './list-picks';

describe("'Crear Creador'", () => {
  it('sends the texts as typed, trimmed, and leaves the empty ones out', () => {
    expect(
      toCreateCreatorRequest({
        name: '  Lucía Sol ',
        email: ' lucia.sol@example.com',
        categories: 'Moda, Belleza',
        instagram: '@lucia.sol',
        tiktok: '',
        youtube: '   ',
      }),
    ).toEqual({
      name: 'Lucía Sol',
      email: 'lucia.sol@example.com',
      categories: 'Moda, Belleza',
      instagram: '@lucia.sol',
      tiktok: undefined,
      youtube: undefined,
    });
  });

  it('passes a name alone', () => {
    expect(checkCreatorForm({ ...NEW_CREATOR_VALUES, name: 'Lu' })).toMatchObject({ success: true, request: { name: 'Lu' } });
  });

  it.each([
    [{ name: '' }, 'El nombre debe tener al menos 2 caracteres', 'name'],
    [{ name: ' L ' }, 'El nombre debe tener al menos 2 caracteres', 'name'],
    [{ name: 'Lucía Sol', email: 'lucia@' }, 'Email inválido', 'email'],
    [{ name: 'Lucía Sol', instagram: 'lucía sol' }, 'Usuario inválido', 'instagram'],
  ])('refuses %j with %s on its field', (values, message, field) => {
    const checked = checkCreatorForm({ ...NEW_CREATOR_VALUES, ...values });
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(firstIssue(checked.error)).toBe(message);
    expect(checked.error.issues[0]!.path[0]).toBe(field);
  });
});

describe("'Nueva lista'", () => {
  it('trims the name and sends no empty description', () => {
    expect(checkListForm({ name: '  Verano ', description: '' })).toEqual({ success: true, data: { name: 'Verano', description: null } });
    expect(checkListForm({ name: 'Verano', description: ' Campaña ' })).toEqual({
      success: true,
      data: { name: 'Verano', description: 'Campaña' },
    });
  });

  it('requires a name', () => {
    expect(firstIssue(checkListForm({ name: '   ' }).error!)).toBe('El nombre es requerido');
    expect(firstIssue(checkListForm({}).error!)).toBe('El nombre es requerido');
  });
});

describe("'Agregar a Lista' checkboxes", () => {
  it('checks and unchecks a list', () => {
    expect(toggleListId(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleListId(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it("counts a list's creators", () => {
    expect(creatorCountText(0)).toBe('0 creadores');
    expect(creatorCountText(1)).toBe('1 creador');
    expect(creatorCountText(1250)).toBe('1.250 creadores');
  });
});
