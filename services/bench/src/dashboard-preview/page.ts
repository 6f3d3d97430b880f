import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import type { RenderedPanel } from './dashboard.js';

/** Grafana's grid: 24 columns, rows of 30 px, 8 px between panels. */
export const GRID = { columns: 24, rowPx: 30, gapPx: 8, widthPx: 1600 };

export interface PageInput {
  title: string;
  caption: string;
  range: { start: number; end: number; step: number };
  panels: RenderedPanel[];
}

/** A panel's box in pixels from its gridPos, as Grafana lays the dashboard out. */
export function box(gridPos: { x: number; y: number; w: number; h: number }) {
  const column = (GRID.widthPx - GRID.gapPx) / GRID.columns;
  return {
    left: GRID.gapPx + gridPos.x * column,
    top: gridPos.y * (GRID.rowPx + GRID.gapPx),
    width: gridPos.w * column - GRID.gapPx,
    height: gridPos.h * GRID.rowPx + (gridPos.h - 1) * GRID.gapPx,
  };
}

/** The whole page as one HTML file: uPlot inlined, the data as JSON, drawn when it loads. */
export async function dashboardPage(input: PageInput): Promise<{ html: string; heightPx: number }> {
  const require = createRequire(import.meta.url);
  const [script, css] = await Promise.all([
    readFile(require.resolve('uplot/dist/uPlot.iife.min.js'), 'utf8'),
    readFile(require.resolve('uplot/dist/uPlot.min.css'), 'utf8'),
  ]);
  const header = 64;
  const boxes = input.panels.map(({ panel }) => box(panel.gridPos));
  const heightPx = header + Math.max(...boxes.map((b) => b.top + b.height)) + GRID.gapPx;
  const data = input.panels.map(({ panel, lines }, i) => ({
    title: panel.title,
    unit: panel.fieldConfig?.defaults?.unit ?? 'short',
    box: boxes[i],
    lines,
  }));
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${css}${STYLE}</style></head>
<body style="width:${GRID.widthPx}px;height:${heightPx}px">
<header><h1>${escape(input.title)}</h1><p>${escape(input.caption)}</p></header>
<main id="grid" style="top:${header}px"></main>
<script>${script}</script>
<script>const RANGE=${JSON.stringify(input.range)};const PANELS=${JSON.stringify(data)};${DRAW}</script>
</body></html>`;
  return { html, heightPx };
}

const escape = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

const STYLE = `
body{margin:0;background:#111217;color:#ccccdc;font:12px Inter,Helvetica,Arial,sans-serif;position:relative}
header{height:64px;padding:8px 12px;box-sizing:border-box}
h1{font-size:18px;margin:0 0 4px;color:#fff;font-weight:500}
header p{margin:0;color:#8e8e9e;font-size:11px;line-height:15px}
main{position:absolute;left:0;right:0}
.panel{position:absolute;background:#181b1f;border:1px solid #2c3235;border-radius:2px;display:flex;flex-direction:column;box-sizing:border-box;padding:4px 8px;overflow:hidden}
.panel h2{font-size:13px;font-weight:500;margin:2px 0 4px;color:#d8d9da}
.plot{flex:1;min-height:0}
.legend{display:flex;flex-wrap:wrap;column-gap:12px;font-size:11px;line-height:15px;max-height:45px;overflow:hidden;flex-shrink:0}
.legend span::before{content:"";display:inline-block;width:12px;height:3px;margin-right:4px;vertical-align:middle;background:var(--c)}
.nodata{flex:1;display:flex;align-items:center;justify-content:center;color:#8e8e9e;font-size:14px}
.u-axis{color:#8e8e9e}
`;

/** Runs in the page: one uPlot chart a panel, sized to what its title and legend leave. */
const DRAW = `
const COLORS=['#73bf69','#f2cc0c','#5794f2','#ff780a','#f2495c','#b877d9','#8ab8ff','#fade2a','#96d98d','#ff9830','#ca95e5','#ffb357','#c4162a','#1f60c4','#37872d','#fa6400'];
const SI=(v)=>{const a=Math.abs(v);if(a>=1e9)return +(v/1e9).toFixed(1)+'G';if(a>=1e6)return +(v/1e6).toFixed(1)+'M';if(a>=1e3)return +(v/1e3).toFixed(1)+'k';if(a>0&&a<1)return +v.toPrecision(2)+'';return +v.toFixed(2)+''};
const FORMAT={
  s:(v)=>Math.abs(v)<1&&v!==0?+(v*1000).toFixed(1)+' ms':+v.toFixed(2)+' s',
  bytes:(v)=>+(v/1048576).toFixed(0)+' MiB',
  reqps:(v)=>SI(v)+' req/s',
  ops:(v)=>SI(v)+' ops/s',
  short:SI,
};
const hhmm=(t)=>new Date(t*1000).toISOString().slice(11,t%60?19:16);
const xs=[];for(let t=RANGE.start;t<=RANGE.end;t+=RANGE.step)xs.push(t);
const grid=document.getElementById('grid');
for(const p of PANELS){
  const el=document.createElement('section');el.className='panel';
  Object.assign(el.style,{left:p.box.left+'px',top:p.box.top+'px',width:p.box.width+'px',height:p.box.height+'px'});
  el.innerHTML='<h2></h2>';el.firstChild.textContent=p.title;grid.appendChild(el);
  if(!p.lines.length){const n=document.createElement('div');n.className='nodata';n.textContent='No data';el.appendChild(n);continue;}
  const plot=document.createElement('div');plot.className='plot';el.appendChild(plot);
  const legend=document.createElement('div');legend.className='legend';el.appendChild(legend);
  p.lines.forEach((l,i)=>{const s=document.createElement('span');s.style.setProperty('--c',COLORS[i%COLORS.length]);s.textContent=l.label;legend.appendChild(s);});
  const fmt=FORMAT[p.unit]||SI;
  const data=[xs,...p.lines.map((l)=>{const at=new Map(l.points.map(([t,v])=>[t,v]));return xs.map((t)=>at.has(t)&&Number.isFinite(at.get(t))?at.get(t):null);})];
  new uPlot({width:plot.clientWidth,height:plot.clientHeight,legend:{show:false},cursor:{show:false},
    scales:{y:{range:(u,min,max)=>[Math.min(0,min),max>0?max*1.1:1]}},
    axes:[{stroke:'#8e8e9e',grid:{stroke:'#2c3235'},ticks:{stroke:'#2c3235'},values:(u,vals)=>vals.map(hhmm)},
          {stroke:'#8e8e9e',grid:{stroke:'#2c3235'},ticks:{stroke:'#2c3235'},size:78,values:(u,vals)=>vals.map(fmt)}],
    series:[{},...p.lines.map((l,i)=>({label:l.label,stroke:COLORS[i%COLORS.length],width:1.5,spanGaps:false,points:{show:false}}))]},data,plot);
}
document.body.dataset.drawn='yes';
`;
