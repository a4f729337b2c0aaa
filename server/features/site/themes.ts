import type { SiteTheme } from '../../../src/contract/site.ts';

/*
 * The site's three designs: one small stylesheet, inlined in the page (one request, nothing to
 * wait for), the layout shared and each design its own colours, type and ornaments. Phone first:
 * one column that widens, nothing that needs a script, and a print that keeps the text and drops
 * the forms.
 */

const BASE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font:var(--body-size)/1.6 var(--body-font)}
main{max-width:680px;margin:0 auto;padding:0 20px 56px}
a{color:var(--accent)}
h1,h2,h3{font-family:var(--head-font);font-weight:var(--head-weight);line-height:1.2;margin:0}
.hero{text-align:var(--hero-align);padding:var(--hero-pad);margin:0 -20px 8px;background:var(--hero-bg);border-bottom:var(--hero-rule)}
.kicker{margin:0 0 12px;font-size:13px;letter-spacing:.18em;text-transform:uppercase;color:var(--muted)}
h1{font-size:clamp(34px,11vw,60px);color:var(--title);overflow-wrap:anywhere}
.date{margin:14px 0 0;font-size:19px;color:var(--text)}
.orn{display:var(--orn);width:120px;height:1px;margin:22px auto 0;background:var(--accent);position:relative}
.orn:after{content:"";position:absolute;left:50%;top:-4px;width:9px;height:9px;margin-left:-5px;transform:rotate(45deg);background:var(--bg);border:1px solid var(--accent)}
section{padding:36px 0 4px;border-top:var(--section-rule);text-align:var(--text-align)}.parts,.card{text-align:left}
.hero+section{border-top:0}
h2{font-size:var(--h2-size);color:var(--title);margin:0 0 16px;text-align:var(--h2-align);letter-spacing:var(--h2-spacing);text-transform:var(--h2-case)}
h3{font-size:19px;margin:0 0 2px}
p{margin:0 0 12px}
.muted{color:var(--muted)}
.card{background:var(--card);border:var(--card-border);border-radius:var(--radius);padding:18px;margin:0 0 12px}
.parts{list-style:none;margin:0;padding:0}
.parts li{display:grid;grid-template-columns:minmax(64px,auto) 1fr;gap:4px 16px;align-items:baseline}
.time{font-family:var(--head-font);font-size:22px;color:var(--accent);white-space:nowrap}
.parts p{margin:2px 0 0}
.parts .day{grid-column:1/-1;font-size:14px;color:var(--muted);margin:0}
.swatches{display:flex;flex-wrap:wrap;justify-content:var(--text-align);gap:12px;list-style:none;margin:8px 0 0;padding:0}
.swatches li{display:flex;flex-direction:column;align-items:center;gap:6px;font-size:12px;color:var(--muted)}
.swatch{display:block;width:52px;height:52px;border-radius:50%;border:1px solid rgba(0,0,0,.12);box-shadow:inset 0 0 0 3px rgba(255,255,255,.35)}
dl{margin:0}
dt{font-weight:600;margin:16px 0 4px}
dt:first-child{margin-top:0}
dd{margin:0;color:var(--text)}
.wishes{list-style:none;margin:12px 0 16px;padding:0;display:grid;gap:12px;text-align:left}.wishes .card{margin:0}
.wish{display:flex;gap:14px;align-items:flex-start}
.wish img{width:72px;height:72px;object-fit:cover;border-radius:calc(var(--radius)/1.5);flex:none}
.wish .body{flex:1;min-width:0}
.wish h3{font-size:17px;overflow-wrap:anywhere}
.price{font-weight:600;margin:2px 0 6px}
.url{overflow-wrap:anywhere;font-size:14px}
.tag{display:inline-block;font-size:14px;padding:3px 10px;border-radius:999px;background:var(--soft);color:var(--muted)}
.mine{color:var(--accent);background:var(--soft)}
form.inline{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:10px 0 0}.who{flex:1 0 100%;font-size:14px;color:var(--muted)}
input[type=text],input[type=password]{font:inherit;font-size:16px;padding:10px 12px;border:1px solid var(--line);border-radius:calc(var(--radius)/1.5);background:#fff;color:#222;min-height:44px;width:100%}
form.inline input{flex:1 1 150px;width:auto;min-width:0}
button{font:inherit;font-weight:600;color:var(--on-accent);background:var(--accent);border:0;border-radius:calc(var(--radius)/1.5);padding:10px 18px;min-height:44px;cursor:pointer}
button.quiet{background:transparent;color:var(--accent);border:1px solid var(--accent)}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.note{background:var(--soft);border-radius:var(--radius);padding:12px 16px;margin:16px 0}
.error{background:#fdecea;color:#7a1d16;border-radius:var(--radius);padding:12px 16px;margin:16px 0}
.qr{width:168px;height:168px;background:#fff;padding:8px;border-radius:8px;margin:8px 0}
.qr svg{width:100%;height:100%;display:block}
.gate{max-width:420px;margin:12vh auto 0;text-align:center}.gate h1{font-size:clamp(28px,8vw,40px);margin-bottom:12px}
.gate form{display:grid;gap:12px;margin-top:20px;text-align:left}
.back{display:block;text-align:center;margin:24px 0 0;padding:12px;border:1px solid var(--accent);border-radius:var(--radius);text-decoration:none;font-weight:600}
footer{margin-top:48px;font-size:13px;color:var(--muted);text-align:center}
@media (max-width:400px){.parts li{grid-template-columns:1fr;gap:0}.card{padding:16px}}@media (min-width:720px){main{padding:0 32px 72px}.hero{margin:0 -32px 8px}.card{padding:22px 24px}}
@media print{body{background:#fff;color:#000}.hero{background:none;padding:0 0 16px}form,form.inline,button,.back{display:none!important}.card{box-shadow:none!important}.swatch,.tag{-webkit-print-color-adjust:exact;print-color-adjust:exact}section{break-inside:avoid;padding-top:20px}a{color:#000}.card{border:1px solid #ccc}}
`;

const THEMES: Record<SiteTheme, string> = {
  classic: `:root{--bg:#fbf7f1;--text:#3b302b;--muted:#7d6e66;--title:#5a4033;--accent:#9b6a43;--on-accent:#fff;--soft:#f3e9dd;--line:#dccbbb;--card:#fffdf9;--card-border:1px solid #eadccc;--radius:6px;--body-font:Georgia,'Times New Roman',serif;--head-font:Georgia,'Times New Roman',serif;--head-weight:400;--body-size:17px;--hero-align:center;--hero-pad:64px 20px 40px;--hero-bg:transparent;--hero-rule:0;--orn:block;--section-rule:0;--h2-size:28px;--h2-align:center;--h2-spacing:0;--h2-case:none;--text-align:center}h1{font-style:italic}`,
  garden: `:root{--bg:#f4f6f0;--text:#2f3a2f;--muted:#637062;--title:#35553a;--accent:#4d7452;--on-accent:#fff;--soft:#e3ebdf;--line:#c9d6c4;--card:#fff;--card-border:0;--radius:18px;--body-font:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;--head-font:Georgia,'Times New Roman',serif;--head-weight:600;--body-size:16px;--hero-align:center;--hero-pad:56px 20px 44px;--hero-bg:radial-gradient(circle at 15% 0,#dfead9 0,transparent 55%),radial-gradient(circle at 90% 100%,#e9efd9 0,transparent 50%),#eef3ea;--hero-rule:0;--orn:none;--section-rule:0;--h2-size:25px;--h2-align:left;--h2-spacing:0;--h2-case:none;--text-align:left}.hero{border-radius:0 0 40px 40px}.card{box-shadow:0 1px 2px rgba(47,58,47,.06),0 6px 20px rgba(47,58,47,.06)}h2:before{content:"";display:inline-block;width:10px;height:10px;border-radius:50% 0;background:var(--accent);margin-right:10px;vertical-align:middle}`,
  minimal: `:root{--bg:#fff;--text:#1c1c1c;--muted:#6b6b6b;--title:#111;--accent:#111;--on-accent:#fff;--soft:#f2f2f2;--line:#d0d0d0;--card:#fff;--card-border:0;--radius:2px;--body-font:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;--head-font:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;--head-weight:300;--body-size:16px;--hero-align:left;--hero-pad:72px 20px 36px;--hero-bg:transparent;--hero-rule:1px solid #111;--orn:none;--section-rule:1px solid #e4e4e4;--h2-size:13px;--h2-align:left;--h2-spacing:.2em;--h2-case:uppercase;--text-align:left}h1{letter-spacing:-.02em}.card{padding:16px 0 8px;border-top:1px solid #ececec}.parts li:first-child,.wishes li:first-child{border-top:0;padding-top:0}.swatch{border-radius:0;width:44px;height:64px}@media (min-width:720px){.hero{padding:112px 32px 48px}}`,
};

/** The page's stylesheet for a design. */
export function siteStyle(theme: SiteTheme): string {
  return (BASE + THEMES[theme]).replace(/\n/g, '');
}
