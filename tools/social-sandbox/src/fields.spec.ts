import { FieldSyntaxError, parseFields } from './fields.js';

describe('Graph API field expansion', () => {
  it("parses what the platform's Instagram adapter asks for", () => {
    expect(
      parseFields('business_discovery.username(ana.cocina){followers_count,media_count,media.limit(12){like_count,comments_count}}'),
    ).toEqual([
      {
        name: 'business_discovery',
        modifiers: { username: 'ana.cocina' },
        fields: [
          { name: 'followers_count', modifiers: {}, fields: null },
          { name: 'media_count', modifiers: {}, fields: null },
          {
            name: 'media',
            modifiers: { limit: '12' },
            fields: [
              { name: 'like_count', modifiers: {}, fields: null },
              { name: 'comments_count', modifiers: {}, fields: null },
            ],
          },
        ],
      },
    ]);
  });

  it('takes several modifiers, several top-level fields and spaces between them', () => {
    expect(parseFields('id, media.limit(3).after(abc) { id }')).toEqual([
      { name: 'id', modifiers: {}, fields: null },
      { name: 'media', modifiers: { limit: '3', after: 'abc' }, fields: [{ name: 'id', modifiers: {}, fields: null }] },
    ]);
  });

  it('says where a malformed list goes wrong', () => {
    const position = (text: string) => {
      try {
        parseFields(text);
      } catch (error) {
        expect(error).toBeInstanceOf(FieldSyntaxError);
        return [(error as FieldSyntaxError).expected, (error as FieldSyntaxError).position];
      }
      return null;
    };
    expect(position('id,')).toEqual(['a field name', 3]);
    expect(position('media{id')).toEqual(['"}"', 8]);
    expect(position('media.limit(3')).toEqual(['")"', 13]);
    expect(position('media.limit{id}')).toEqual(['"("', 11]);
    expect(position('id}')).toEqual(['end of string', 2]);
    expect(position('id')).toBeNull();
  });
});
