import { firstIssue } from '@afilia/contracts';
import { brandFormValuesOf, canSaveBrand, checkBrandForm, logoFileProblem, withLogo } from './brand-form';

describe('brand form', () => {
  it('disables saving while the name is blank', () => {
    expect(canSaveBrand('Luna')).toBe(true);
    expect(canSaveBrand('   ')).toBe(false);
    expect(canSaveBrand('')).toBe(false);
    expect(canSaveBrand(undefined)).toBe(false);
  });

  it('starts from the brand', () => {
    expect(brandFormValuesOf({ name: 'Luna', description: null })).toEqual({ name: 'Luna', description: '' });
  });

  it('sends the trimmed name, the description (or null) and the logo', () => {
    expect(checkBrandForm({ name: ' Luna Ropa ', description: ' Algodón ' }, '/uploads/a.png')).toEqual({
      success: true,
      data: { name: 'Luna Ropa', description: 'Algodón', logoUrl: '/uploads/a.png' },
    });
    expect(checkBrandForm({ name: 'Luna', description: '' }, null)).toEqual({
      success: true,
      data: { name: 'Luna', description: null, logoUrl: null },
    });
  });

  it('shows only the first error', () => {
    expect(firstIssue(checkBrandForm({ name: ' ', description: 'x'.repeat(501) }, null).error!)).toBe('El nombre es requerido');
    expect(firstIssue(checkBrandForm({ name: 'Luna', description: 'x'.repeat(501) }, null).error!)).toBe(
      'La descripción es demasiado larga',
    );
    expect(checkBrandForm({ name: 'Luna', description: 'x'.repeat(500) }, null).success).toBe(true);
  });

  it('changes only the logo of the saved brand', () => {
    expect(withLogo({ name: 'Luna', description: null }, '/uploads/b.webp')).toEqual({
      name: 'Luna',
      description: null,
      logoUrl: '/uploads/b.webp',
    });
  });
});

describe('logoFileProblem', () => {
  it('takes images up to 5 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
  });

  it('refuses other files and bigger images', () => {
    expect(logoFileProblem({ type: 'application/pdf', size: 10 })).toBe('Por favor selecciona una imagen');
    expect(logoFileProblem({ type: '', size: 10 })).toBe('Por favor selecciona una imagen');
    expect(logoFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('La imagen debe ser menor a 5MB');
  });
});
