import { ErrorBodySchema, openApiComponents, ref } from './openapi';
// Importing the schema modules registers their components, as the app does.
import '../admin/admin.schemas';
import '../session/session.schemas';

describe(openApiComponents.name, () => {
  const components = openApiComponents();

  it('emits every registered schema as a component without JSON-Schema document keywords', () => {
    for (const name of ['User', 'Organization', 'LoginBody', 'AdminCreateOrganizationBody', 'Error']) {
      expect(components[name]).toBeDefined();
      expect(components[name]).not.toHaveProperty('$schema');
      expect(components[name]).not.toHaveProperty('$id');
    }
  });

  it('refers to shared schemas instead of inlining them', () => {
    expect(JSON.stringify(components.CurrentUser)).toContain('"$ref":"#/components/schemas/User"');
  });

  it('marks required and defaulted request fields correctly (input view)', () => {
    const createUser = components.CreateUserBody as { required?: string[] };
    expect(createUser.required).toEqual(expect.arrayContaining(['name', 'email', 'roles']));
    expect(createUser.required).not.toContain('sendInvite');
  });

  it('lists the catalogue codes in the error body', () => {
    expect(JSON.stringify(components.Error)).toContain('TOKEN_USED');
    expect(ref(ErrorBodySchema)).toEqual({ $ref: '#/components/schemas/Error' });
  });
});
