/** The preview's stylesheet: the only styles the embed has, adopted by its Shadow DOM. */
export const EMBED_CSS = `
:host{position:absolute;z-index:2147483647;display:block;max-width:calc(100vw - 16px)}
:host([hidden]){display:none}
.card{box-sizing:border-box;font:15px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans CJK JP",sans-serif;text-align:start;
 background:#fff;color:#1b1b1f;border:1px solid #c9c9d1;border-radius:8px;box-shadow:0 10px 30px rgb(0 0 0/.2);padding:.7rem .9rem;max-height:70vh;overflow:auto}
.card.dark{background:#1f2128;color:#ececf1;border-color:#4a4d59;box-shadow:0 10px 30px rgb(0 0 0/.6)}
.head{margin:0;font-weight:700}
.num{font-variant-numeric:tabular-nums}
p{margin:.35rem 0 0}
.ex{font-style:italic;opacity:.85}
.foot{margin-top:.5rem;font-size:.8rem;opacity:.75}
.label{font-size:.8rem;font-weight:600;opacity:.8;margin:.2rem 0}
`;
