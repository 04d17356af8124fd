// @vitest-environment happy-dom
import { Packer } from 'docx';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { htmlToDocx } from './htmlToDocx';

const PNG = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    c => c.charCodeAt(0)
);
const SRC = '/api/template/images/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const HTML = [
    '<h2 style="text-align:center;">Referral reply</h2>',
    '<p>Dear <strong>Dr. Rao</strong>, <i>thank you</i> for <u>referring</u> <span style="font-size:24px;">Asha</span>.</p>',
    '<ol><li>First</li><li>Second</li></ol>',
    '<figure class="table"><table><tbody>',
    '<tr><td rowspan="2" colspan="2" style="height:30px;width:80px;">merged</td><td>c</td></tr>',
    '<tr><td>f</td></tr><tr><td>g</td><td>h</td><td>i</td></tr>',
    '</tbody></table></figure>',
    '<div class="page-break" style="page-break-after:always;"><span style="display:none;">&nbsp;</span></div>',
    `<figure class="image"><img src="${SRC}" width="120" height="60"></figure>`,
].join('');

describe('htmlToDocx', () => {
    it('writes a .docx whose XML keeps headings, marks, merged cells, lists, page breaks and images', async () => {
        const asked: string[] = [];
        const doc = await htmlToDocx(HTML, 'Referral reply', async src => {
            asked.push(src);
            return { data: PNG, type: 'png', width: 1, height: 1 };
        });
        const zip = await JSZip.loadAsync(await Packer.toArrayBuffer(doc));
        const xml = await zip.file('word/document.xml')!.async('string');
        expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
        expect(xml).toContain('<w:jc w:val="center"/>');
        expect(xml).toMatch(/<w:b\/>.*Dr\. Rao/);
        expect(xml).toMatch(/<w:i\/>.*thank you/);
        expect(xml).toMatch(/<w:u w:val="single"\/>.*referring/);
        expect(xml).toMatch(/<w:sz w:val="36"\/>.*Asha/);
        expect(xml).toContain('<w:gridSpan w:val="2"/>');
        expect(xml).toContain('<w:vMerge w:val="restart"/>');
        expect(xml).toContain('<w:vMerge w:val="continue"/>');
        expect(xml).toContain('w:hRule="atLeast"');
        expect(xml).toContain('<w:br w:type="page"/>');
        expect(xml).toContain('<w:numPr>');
        expect(xml).toContain('<a:blip r:embed=');
        expect(asked).toEqual([SRC]);
        const media = Object.keys(zip.files).filter(name => name.startsWith('word/media/'));
        expect(media).toHaveLength(1);
        expect(await zip.file(media[0])!.async('uint8array')).toEqual(PNG);
    });
});
