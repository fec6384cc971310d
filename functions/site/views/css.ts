/** The site's one stylesheet, inlined in every page: no request for it, nothing from a third party. */
export const siteCss = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
a{color:#0b57a4}
a:focus,button:focus,input:focus,select:focus{outline:3px solid #f2a900;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:4px 8px;z-index:2}
header{background:#0f2a47;color:#fff;padding:8px 16px}
header a{color:#fff}
header nav ul,.langs ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 16px}
.brand{font-weight:700;font-size:1.1em;margin-right:16px}
.top{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;max-width:1100px;margin:0 auto}
.langs{margin-left:auto;font-size:.9em}
.langs [aria-current]{font-weight:700;text-decoration:none}
main{max-width:1100px;margin:0 auto;padding:8px 16px 32px}
footer{border-top:1px solid #ccc;padding:16px;font-size:.9em;max-width:1100px;margin:0 auto}
footer ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:4px 16px}
h1{font-size:1.7em;line-height:1.2}
table{border-collapse:collapse;margin:8px 0}
th,td{border:1px solid #bbb;padding:4px 6px;text-align:left;vertical-align:top}
.scroll{overflow-x:auto;position:relative}
.scroll table{min-width:600px}
.cal{display:inline-block;margin:0 16px 16px 0;vertical-align:top}
.cal td{text-align:center;min-width:2.4em}
td.lv-nationwide,.week [data-level=nationwide]{background:#b3261e;color:#fff}
td.lv-nationwide a,.week [data-level=nationwide] a{color:#fff}
td.lv-transit,.week [data-level=transit]{background:#1d5f8a;color:#fff}
td.lv-transit a,.week [data-level=transit] a{color:#fff}
td.lv-regional,.week [data-level=regional]{background:#f6c08f}td.lv-roads,.week [data-level=roads]{background:#fdeaa7}
.week [data-level=night]{background:#e6e0f3}
.cal td.lv-nationwide,.cal td.lv-transit,.cal td.lv-regional,.cal td.lv-roads{font-weight:700}
td.prov,.week [data-provisional]{outline:2px dashed #5c3f00;outline-offset:-3px}rect.prov{fill:#fff;stroke:#5c3f00;stroke-width:2;stroke-dasharray:2 1}
.cal td.today{box-shadow:inset 0 0 0 3px #0f2a47}rect.today{fill:#fff;stroke:#0f2a47;stroke-width:3}
.line{display:block}
table .t{white-space:nowrap}
table{overflow-wrap:normal}
.week td{min-width:7.5em}
.past{color:#595959}
.badge{display:inline-block;border:1px solid #7a5400;color:#5c3f00;background:#fff4d6;padding:0 4px;border-radius:3px;font-size:.85em}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:16px}
.card{border:1px solid #ccc;border-radius:6px;padding:12px 16px}
.map>svg{width:100%;height:auto;max-width:720px;border:1px solid #ccc;background:#dbe9f4}
.map path{stroke:#fff;stroke-width:.6}
.lv-nationwide{fill:#b3261e}.lv-transit{fill:#1d5f8a}.lv-regional{fill:#e8853d}.lv-roads{fill:#f2c14e}.lv-night{fill:#6b4fa0}.lv-none{fill:#3d8b5a}.lv-undated{fill:#8a8a8a}.lv-out{fill:#e4e4e4}
.jmap,.tbar{margin:12px 0}
.jmap>svg{display:block;width:100%;max-width:640px;height:auto;border:1px solid #ccc;background:#dbe9f4}
.jmap path{stroke:#fff;stroke-width:1;vector-effect:non-scaling-stroke}.jm-other{fill:#e4e4e4}.jm-crossed{fill:#cfe3c2}.jm-stopped{stroke:#b3261e}
.jm-road,.jm-sea{stroke:#0f2a47;stroke-width:3;stroke-linecap:round;vector-effect:non-scaling-stroke}.jm-sea{stroke:#0b57a4;stroke-dasharray:6 4}
.jm-end circle,.jm-end rect{fill:#0f2a47}.jm-end text,.jm-crossing text{fill:#0f2a47;font-weight:700}.jm-end text{paint-order:stroke;stroke:#fff}
.jm-crossing circle{fill:#fff;stroke:#0f2a47;stroke-width:2;vector-effect:non-scaling-stroke}
.tb-scroll{overflow-x:auto;max-width:100%;border:1px solid #ccc}.tb-scroll svg{display:block;font-size:11px}
.tb-day line{stroke:#8a8a8a}.tb-day text{fill:#1a1a1a}.tb-tick{stroke:#555}.tb-hour{font-size:9px;fill:#444}
.tb-mark line{stroke:#1a1a1a;stroke-width:2}.tb-mark text{fill:#1a1a1a;font-weight:700}
.tb-ban text{fill:#5c0f0a;font-weight:700;paint-order:stroke;stroke:#fff;stroke-width:3px}
.hint{font-size:.9em;color:#444}
.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:4px 16px}
.key{display:inline-block;width:1em;height:1em;vertical-align:middle;margin-right:4px;border:1px solid #555}
form.estimate fieldset{border:1px solid #bbb;margin:0 0 12px;padding:8px 12px}
form label{display:block;margin:6px 0 2px}
input{font:inherit;padding:4px 6px;border:1px solid #767676;border-radius:3px}
button{font:inherit;padding:6px 16px;background:#0b57a4;color:#fff;border:0;border-radius:4px;cursor:pointer}
.result{border:2px solid #0f2a47;border-radius:6px;padding:8px 16px;margin:16px 0}
.total{font-size:1.6em;font-weight:700}
.alert{border:2px solid #b3261e;border-radius:6px;padding:8px 16px;margin:16px 0}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px}
dl.facts dt{font-weight:700}dl.facts dd{margin:0}
@media (max-width:600px){dl.facts{grid-template-columns:1fr}dl.facts dd{margin:0 0 6px}}
ol.timeline{padding-left:1.2em}ol.timeline li{margin:2px 0}ol.timeline .when{font-variant-numeric:tabular-nums;font-weight:700}ol.timeline li[data-kind=espera]{color:#8a1c1c}
@media (max-width:600px){.scroll table.stack{min-width:0;width:100%}table.stack,table.stack tbody,table.stack tr,table.stack td,table.stack th{display:block}table.stack thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}table.stack tr{border:1px solid #bbb;margin:0 0 8px}table.stack td,table.stack th{border:0;border-top:1px solid #ddd}table.stack tr>:first-child{border-top:0}table.stack td::before{content:attr(data-label);display:block;font-size:.85em;font-weight:700}.week td{min-width:0}.week td .sr{position:static;width:auto;height:auto;clip:auto;white-space:normal}}
main{overflow-wrap:anywhere}
pre{background:#f3f3f3;padding:8px;overflow-x:auto;white-space:pre-wrap;word-break:break-all}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`
  .trim()
  .replace(/\n/g, '');
