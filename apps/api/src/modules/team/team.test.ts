import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { auditRows, freshAdminContextPerTest, signInStaff, type TestContext } from '../../test-support/context';

let ctx: TestContext;
let token: string;
freshAdminContextPerTest((fresh) => ({ ctx, token } = fresh));

// Photos as phones, cameras and apps produce them: test-support/photos/make-photos.sh says how each was made.
const PHOTOS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test-support/photos');
const photo = (name: string) => fs.readFileSync(path.join(PHOTOS, name));

const putTeam = (json: unknown, as = token) => ctx.request('/api/v1/admin/team', { method: 'PUT', token: as, json });

function photoForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.set('photo', new File([bytes], name, { type }));
  return form;
}
const putPhoto = (memberId: string, body: FormData, as = token) =>
  ctx.request(`/api/v1/admin/team/members/${memberId}/photo`, { method: 'PUT', token: as, body });

const TWO_SECTIONS = {
  sections: [
    {
      title: 'Office Bearers',
      members: [
        { name: 'Kavya Raman', role: 'President', profileUrl: 'https://www.linkedin.com/in/kavya-raman' },
        { name: 'Arjun Das', role: 'Secretary', profileUrl: '' },
      ],
    },
    { title: 'Coordinators', members: [{ name: 'Meena Iyer', role: 'Student Coordinator' }] },
  ],
};

/** The team after saving TWO_SECTIONS, with the ids the server gave. */
async function savedTeam() {
  const res = await putTeam(TWO_SECTIONS);
  expect(res.status).toBe(200);
  return res.json.data as {
    sections: { id: string; title: string; members: { id: string; name: string; photoUrl: string | null }[] }[];
  };
}

/** Mean absolute difference per channel (0–255) of two RGB pictures of the same size. */
function meanDifference(a: Uint8Array, b: Uint8Array, channelsA: number, channelsB: number, pixels: number): number {
  let sum = 0;
  for (let i = 0; i < pixels; i += 1)
    for (let c = 0; c < 3; c += 1) sum += Math.abs(a[i * channelsA + c]! - b[i * channelsB + c]!);
  return sum / (pixels * 3);
}

describe('GET /team', () => {
  test('a fresh install has no team: no sections, no placeholder people', async () => {
    const res = await ctx.request('/api/v1/team');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { sections: [] } });
    // Public and the same for everyone, like /config: not marked no-store.
    expect(res.headers.get('cache-control')).toBeNull();
  });
});

describe('PUT /admin/team', () => {
  test('saves the sections and members in the order sent, with null for what is not set; the public page reads it', async () => {
    const saved = await savedTeam();
    expect(saved.sections.map((s) => s.title)).toEqual(['Office Bearers', 'Coordinators']);
    expect(saved).toMatchObject({
      sections: [
        {
          members: [
            {
              name: 'Kavya Raman',
              role: 'President',
              photoUrl: null,
              profileUrl: 'https://www.linkedin.com/in/kavya-raman',
            },
            { name: 'Arjun Das', role: 'Secretary', photoUrl: null, profileUrl: null },
          ],
        },
        { members: [{ name: 'Meena Iyer', role: 'Student Coordinator', photoUrl: null, profileUrl: null }] },
      ],
    });
    const pub = await ctx.request('/api/v1/team');
    expect(pub.json.data).toEqual(saved);
    const audit = auditRows(ctx);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'team.update',
      entity_type: 'team',
      before: { sections: [] },
      after: saved,
    });
  });

  test('members sent with their id keep it across saves, in a new order and a new section; members left out are removed', async () => {
    const first = await savedTeam();
    const [bearers, coordinators] = first.sections;
    const [kavya, arjun] = bearers!.members;
    const meena = coordinators!.members[0]!;
    const res = await putTeam({
      sections: [
        {
          id: coordinators!.id,
          title: 'Student Coordinators',
          members: [
            { id: meena.id, name: 'Meena Iyer', role: 'Lead' },
            { id: kavya!.id, name: 'Kavya R.', role: 'President' },
          ],
        },
        { id: bearers!.id, title: 'Office Bearers', members: [{ name: 'Nila Suresh', role: 'Treasurer' }] },
      ],
    });
    expect(res.status).toBe(200);
    const [one, two] = res.json.data.sections;
    expect(one).toMatchObject({
      id: coordinators!.id,
      title: 'Student Coordinators',
      members: [
        { id: meena.id, role: 'Lead' },
        { id: kavya!.id, name: 'Kavya R.' },
      ],
    });
    expect(two).toMatchObject({ id: bearers!.id, members: [{ name: 'Nila Suresh' }] });
    expect(two.members[0].id).not.toBe(arjun!.id);
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from team_members where id = ?').get(arjun!.id)).toEqual({
      n: 0,
    });

    const emptied = await putTeam({ sections: [] });
    expect(emptied.json.data).toEqual({ sections: [] });
    expect(
      ctx.deps.db.sqlite
        .prepare('select (select count(*) from team_members) + (select count(*) from team_sections) n')
        .get(),
    ).toEqual({ n: 0 });
  });

  test('refuses a bad team with the field messages and changes nothing', async () => {
    await savedTeam();
    const before = (await ctx.request('/api/v1/team')).json.data;
    const cases: [unknown, string][] = [
      [{ sections: [{ title: '  ', members: [] }] }, 'Enter the section title'],
      [{ sections: [{ title: 'Team', members: [{ name: '', role: 'President' }] }] }, "Enter the member's name"],
      [{ sections: [{ title: 'Team', members: [{ name: 'Asha', role: '' }] }] }, "Enter the member's role"],
      [
        { sections: [{ title: 'Team', members: [{ name: 'Asha', role: 'Lead', profileUrl: 'javascript:alert(1)' }] }] },
        'Enter the full profile link, starting with https://',
      ],
      [
        {
          sections: [{ title: 'Team', members: [{ name: 'Asha', role: 'Lead', profileUrl: 'linkedin.com/in/asha' }] }],
        },
        'Enter the full profile link, starting with https://',
      ],
      [{ sections: [{ title: 'x'.repeat(81), members: [] }] }, 'Section titles can be at most 80 characters'],
      [
        { sections: [{ title: 'Team', members: [{ name: 'n'.repeat(101), role: 'Lead' }] }] },
        'Names can be at most 100 characters',
      ],
      [
        { sections: Array.from({ length: 21 }, (_, i) => ({ title: `Section ${i}`, members: [] })) },
        'The team can have at most 20 sections',
      ],
      [
        {
          sections: [
            { title: 'Team', members: Array.from({ length: 61 }, (_, i) => ({ name: `Person ${i}`, role: 'Member' })) },
          ],
        },
        'A section can have at most 60 members',
      ],
      [
        {
          sections: [
            {
              title: 'Team',
              members: [
                { id: 'abc', name: 'A', role: 'B' },
                { id: 'abc', name: 'C', role: 'D' },
              ],
            },
          ],
        },
        'A member appears twice in the team. Reload the page and try again.',
      ],
      [{}, 'sections is required'],
    ];
    for (const [body, message] of cases) {
      const res = await putTeam(body);
      expect(res.status, message).toBe(400);
      expect(res.json).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message });
    }
    expect((await ctx.request('/api/v1/team')).json.data).toEqual(before);
    expect(auditRows(ctx)).toHaveLength(1);
  });

  test('only admins: 401 without a session, 403 for a coordinator on every admin call', async () => {
    const team = await savedTeam();
    const memberId = team.sections[0]!.members[0]!.id;
    const coordinator = await signInStaff(ctx, 'coordinator');
    const form = () => photoForm(photo('chat-photo.webp'), 'me.webp', 'image/webp');
    const calls = [
      (as?: string) => ctx.request('/api/v1/admin/team', { method: 'PUT', token: as, json: TWO_SECTIONS }),
      (as?: string) =>
        ctx.request(`/api/v1/admin/team/members/${memberId}/photo`, { method: 'PUT', token: as, body: form() }),
      (as?: string) => ctx.request(`/api/v1/admin/team/members/${memberId}/photo`, { method: 'DELETE', token: as }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call(coordinator.token)).status).toBe(403);
    }
    expect((await ctx.request('/api/v1/team')).json.data).toEqual(team);
  });
});

describe('team photos', () => {
  test('a 12-megapixel phone photo stored sideways with EXIF orientation becomes an upright 400×400 WebP without its metadata', async () => {
    const team = await savedTeam();
    const member = team.sections[0]!.members[0]!;
    const upload = photo('phone-portrait-exif6.jpg');
    const res = await putPhoto(member.id, photoForm(upload, 'IMG_4031.JPG', 'image/jpeg'));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, data: { id: member.id, name: 'Kavya Raman' } });
    const photoUrl: string = res.json.data.photoUrl;
    expect(photoUrl).toMatch(/^\/api\/v1\/team\/photos\/[a-f0-9]{32}\.webp$/);

    const served = await ctx.app.request(photoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(upload.byteLength / 10);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(bytes.includes(Buffer.from('iPhone'))).toBe(false);

    // Upright: close to what ImageMagick made of the same file (auto-orient, centre crop), far from it turned sideways.
    const expected = PNG.sync.read(photo('expected-portrait-400.png'));
    const { data: got, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const sideways = new Uint8Array(expected.data.length);
    for (let y = 0; y < 400; y += 1)
      for (let x = 0; x < 400; x += 1)
        sideways.set(
          expected.data.subarray((x * 400 + (399 - y)) * 4, (x * 400 + (399 - y)) * 4 + 4),
          (y * 400 + x) * 4,
        );
    const upright = meanDifference(got, expected.data, info.channels, 4, 400 * 400);
    expect(upright).toBeLessThan(8);
    expect(meanDifference(got, sideways, info.channels, 4, 400 * 400)).toBeGreaterThan(upright * 4);

    // Public and in the team; the public answer names the same file.
    expect((await ctx.request('/api/v1/team')).json.data.sections[0].members[0].photoUrl).toBe(photoUrl);
    expect(auditRows(ctx).at(-1)).toMatchObject({
      action: 'team.photo',
      entity_id: member.id,
      before: { photoUrl: null },
      after: { photoUrl },
    });
  });

  test('a PNG with a transparent background and a WebP are taken; a new upload gets a new URL and the old file goes', async () => {
    const team = await savedTeam();
    const member = team.sections[1]!.members[0]!;
    const png = await putPhoto(member.id, photoForm(photo('cutout-alpha.png'), 'cutout.png', 'image/png'));
    expect(png.status).toBe(200);
    const first = png.json.data.photoUrl as string;
    const pngOut = await sharp(Buffer.from(await (await ctx.app.request(first)).arrayBuffer())).metadata();
    expect(pngOut).toMatchObject({ width: 400, height: 400, format: 'webp', hasAlpha: true });

    const webp = await putPhoto(
      member.id,
      photoForm(photo('chat-photo.webp'), 'IMG-20251020-WA0003.webp', 'image/webp'),
    );
    expect(webp.status).toBe(200);
    const second = webp.json.data.photoUrl as string;
    expect(second).not.toBe(first);
    expect((await ctx.request(first)).status).toBe(404);
    expect(await sharp(Buffer.from(await (await ctx.app.request(second)).arrayBuffer())).metadata()).toMatchObject({
      width: 400,
      height: 400,
    });
    expect(fs.readdirSync(ctx.env.teamPhotosDir)).toEqual([path.basename(second)]);
  });

  test('a text file, or a document renamed to .jpg, is refused 400 with a clear message, and nothing is stored', async () => {
    const team = await savedTeam();
    const memberId = team.sections[0]!.members[1]!.id;
    const readme = fs.readFileSync(path.join(PHOTOS, 'make-photos.sh'));
    for (const [bytes, name, type] of [
      [readme, 'notes.txt', 'text/plain'],
      [readme, 'photo.jpg', 'image/jpeg'],
      [Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), 'scan.png', 'image/png'],
    ] as const) {
      const res = await putPhoto(memberId, photoForm(bytes, name, type));
      expect(res.status, name).toBe(400);
      expect(res.json).toMatchObject({
        success: false,
        message: 'The photo must be a JPEG, PNG or WebP image',
        fieldErrors: { photo: ['The photo must be a JPEG, PNG or WebP image'] },
      });
    }
    // Starts like a JPEG, but is only its first bytes: unreadable, not a server error.
    const cut = photo('phone-portrait-exif6.jpg').subarray(0, 2000);
    const broken = await putPhoto(memberId, photoForm(cut, 'IMG_4032.JPG', 'image/jpeg'));
    expect(broken.status).toBe(400);
    expect(broken.json.message).toContain('could not be read');
    expect(fs.existsSync(ctx.env.teamPhotosDir) ? fs.readdirSync(ctx.env.teamPhotosDir) : []).toEqual([]);
    expect((await ctx.request('/api/v1/team')).json.data.sections[0].members[1].photoUrl).toBeNull();
  });

  test('a phone photo over 2 MB is refused with the limit in words; a form without a photo is asked for one', async () => {
    const team = await savedTeam();
    const memberId = team.sections[0]!.members[0]!.id;
    const big = photo('phone-full-quality.jpg');
    expect(big.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const res = await putPhoto(memberId, photoForm(big, 'IMG_4033.JPG', 'image/jpeg'));
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({
      success: false,
      error: 'FILE_TOO_LARGE',
      message: 'The photo must be at most 2 MB',
    });
    const none = await putPhoto(memberId, new FormData());
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Choose a photo to upload');
  });

  test('an unknown member is a 404; removing a photo deletes its file; removing the member deletes it too', async () => {
    const form = () => photoForm(photo('chat-photo.webp'), 'me.webp', 'image/webp');
    const unknown = await putPhoto('0123456789abcdef01234567', form());
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('This member is no longer in the team. Reload the page.');

    const team = await savedTeam();
    const [kavya, arjun] = team.sections[0]!.members;
    await putPhoto(kavya!.id, form());
    const removed = await ctx.request(`/api/v1/admin/team/members/${kavya!.id}/photo`, { method: 'DELETE', token });
    expect(removed.status).toBe(200);
    expect(removed.json.data.photoUrl).toBeNull();
    expect(fs.readdirSync(ctx.env.teamPhotosDir)).toEqual([]);

    const arjunPhoto = (await putPhoto(arjun!.id, form())).json.data.photoUrl as string;
    // Saving the team without Arjun removes him and his photo; Kavya, kept by id, keeps hers.
    const kavyaPhoto = (await putPhoto(kavya!.id, form())).json.data.photoUrl as string;
    const res = await putTeam({
      sections: [
        {
          id: team.sections[0]!.id,
          title: 'Office Bearers',
          members: [{ id: kavya!.id, name: 'Kavya Raman', role: 'President' }],
        },
      ],
    });
    expect(res.json.data.sections[0].members).toEqual([
      { id: kavya!.id, name: 'Kavya Raman', role: 'President', photoUrl: kavyaPhoto, profileUrl: null },
    ]);
    expect((await ctx.request(arjunPhoto)).status).toBe(404);
    expect(fs.readdirSync(ctx.env.teamPhotosDir)).toEqual([path.basename(kavyaPhoto)]);
    expect(
      (await ctx.request(`/api/v1/admin/team/members/${arjun!.id}/photo`, { method: 'DELETE', token })).status,
    ).toBe(404);
  });

  test('photo names outside the pattern are 404, not a path walk', async () => {
    for (const bad of ['..%2F..%2Fsymposium.sqlite', 'x.webp', `${'a'.repeat(32)}.webp`, `${'a'.repeat(32)}.png`]) {
      expect((await ctx.request(`/api/v1/team/photos/${bad}`)).status).toBe(404);
    }
  });
});
