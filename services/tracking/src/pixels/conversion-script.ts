import { PIXEL_PATH, PIXEL_TEXTS } from '@afilia/contracts';

/**
 * The conversion script a thank-you page loads (seed 002 §7 'a script endpoint conversion-pixel
 * with brand_id'; decision 163). It reports one conversion to GET /pixel: what the page declared
 * in `window.afiliaConversion` ({type, orderId, amount, currency, email, name}), with the pixel
 * the page's pixel tag named (else the brand's active one) and the creator's ref and click id
 * the pixel tag kept in the site's own storage when the shopper landed. Written as ES5 so that
 * any store's browser runs it; it reads no cookie and sets none.
 */
export function conversionScript(publicUrl: string, defaultCode: string | null): string {
  const endpoint = JSON.stringify(`${publicUrl.replace(/\/$/, '')}${PIXEL_PATH}`);
  return `(function(w,l){
var code=w.afiliaPixel||${JSON.stringify(defaultCode)};
if(!code){if(w.console)console.warn(${JSON.stringify(`Afilia: ${PIXEL_TEXTS.noActivePixel}`)});return;}
if(w.__afiliaConverted)return;w.__afiliaConverted=true;
var c=w.afiliaConversion||{},kept={};
try{kept=JSON.parse(w.localStorage.getItem('afilia_ref')||'{}')||{};}catch(e){}
var here=new URLSearchParams(l.search);
var p={code:code,url:l.href,event:c.event||c.type||'conversion',type:c.type==='lead'||c.type==='purchase'?c.type:'',
order:c.orderId==null?'':String(c.orderId),amount:c.amount>0?String(c.amount):'',currency:c.currency||'',
email:c.email||'',name:c.name||'',ref:here.get('ref')||kept.ref||'',click_id:here.get('click_id')||kept.click||''};
var q=[];for(var k in p)if(p[k])q.push(k+'='+encodeURIComponent(p[k]));
var i=new Image(1,1);i.src=${endpoint}+'?'+q.join('&');
})(window,location);
`;
}
