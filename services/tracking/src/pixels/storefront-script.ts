import { PIXEL_PATH, STOREFRONT_CONFIG_PATH } from '@afilia/contracts';

/**
 * The Tiendanube storefront script (issue 14 §3; decision 167): registered at the Partner
 * Portal, associated with each store on connection with `{brand, origin}` as its query, loaded
 * by the store on every page and the checkout. It keeps the creator's ref and click id of the
 * landing URL in the site's own storage; asks /storefront/config for the brand's pixel and the
 * creator's approved banner message; shows that message when the shopper arrived with a ref
 * (also in the creator's preview, `aff_preview=1`, which reports nothing); reports the page
 * view; and on the thank-you page (`LS.order`, amounts in cents) reports the order as a purchase.
 * ES5, no cookies, no libraries: it runs in any store's theme.
 */
export const STOREFRONT_SCRIPT = `(function(w,d,l){
var me=d.currentScript;if(!me||!w.URLSearchParams||!w.XMLHttpRequest)return;
var p=new URLSearchParams(me.src.split('?')[1]||''),brand=p.get('brand'),origin=p.get('origin');
if(!brand||!origin)return;
var q=new URLSearchParams(l.search),ref=q.get('ref'),preview=q.get('aff_preview')==='1',kept={};
try{if(ref&&!preview)w.localStorage.setItem('afilia_ref',JSON.stringify({ref:ref,click:q.get('click_id'),at:Date.now()}));
kept=JSON.parse(w.localStorage.getItem('afilia_ref')||'{}')||{};}catch(e){}
function send(f){var s=[];for(var k in f)if(f[k])s.push(k+'='+encodeURIComponent(f[k]));new Image(1,1).src=origin+${JSON.stringify(PIXEL_PATH)}+'?'+s.join('&');}
function banner(text){var b=d.createElement('div');b.setAttribute('role','note');b.setAttribute('aria-label','Mensaje del creador');
b.style.cssText='display:flex;gap:12px;align-items:center;justify-content:center;padding:10px 16px;background:#1f2633;color:#fff;font:15px/1.4 system-ui,sans-serif';
var t=d.createElement('span');t.textContent=text;var c=d.createElement('button');c.type='button';c.textContent='\\u00d7';c.setAttribute('aria-label','Cerrar mensaje');
c.style.cssText='background:none;border:1px solid #fff;color:#fff;border-radius:4px;font-size:16px;line-height:1;padding:2px 8px;cursor:pointer';
c.onclick=function(){b.parentNode&&b.parentNode.removeChild(b);};b.appendChild(t);b.appendChild(c);
var put=function(){d.body.insertBefore(b,d.body.firstChild);};if(d.body)put();else d.addEventListener('DOMContentLoaded',put);}
var x=new XMLHttpRequest();
x.open('GET',origin+${JSON.stringify(STOREFRONT_CONFIG_PATH)}+'?brand_id='+encodeURIComponent(brand)+(ref?'&ref='+encodeURIComponent(ref):''));
x.onload=function(){if(x.status!==200)return;var c;try{c=JSON.parse(x.responseText);}catch(e){return;}
if(c.banner&&ref)banner(c.banner);
if(!c.pixelCode||preview)return;
var o=w.LS&&w.LS.order;
if(o&&o.id)send({code:c.pixelCode,url:l.href,event:'purchase',type:'purchase',order:String(o.id),amount:o.total>0?String(o.total/100):'',
currency:w.LS.currency||'',ref:kept.ref||'',click_id:kept.click||''});
else send({code:c.pixelCode,url:l.href});};
x.send();
})(window,document,location);
`;
