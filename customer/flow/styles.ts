// The look of the customer's flow screens: phone first, system fonts, no external resource.
// Every rule is under .sw so the console's preview (a Shadow DOM) and a public page agree.
export const FLOW_CSS = `
.sw{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#222;background:#fff;max-width:420px;margin:0 auto;min-height:100%;box-sizing:border-box;line-height:1.45}
.sw *{box-sizing:border-box}
.sw-head{display:flex;gap:8px;align-items:center;padding:12px 16px;color:#555;font-size:.9rem}
.sw-head img{width:32px;height:32px;border-radius:50%;object-fit:cover}
.sw-hero{width:100%;aspect-ratio:380/200;object-fit:cover;display:block;background:#eee}
.sw-body{padding:16px}
.sw h1{font-size:1.35rem;margin:.1em 0 .4em}
.sw h2{font-size:1.05rem;margin:1.2em 0 .4em}
.sw p{margin:.3em 0 .8em}
.sw-muted{color:#555}
.sw-steps{list-style:none;padding:0;margin:.5em 0}
.sw-steps li{display:flex;gap:12px;align-items:flex-start;padding:8px 0}
.sw-steps .sw-icon{flex:none;color:#d32f2f}
.sw-steps strong{display:block}
.sw-tags{display:flex;flex-wrap:wrap;gap:6px;margin:.4em 0 1em;padding:0;list-style:none}
.sw-tags li{background:#eef2ff;border-radius:12px;padding:2px 10px;font-size:.9rem;overflow-wrap:anywhere}
.sw-upload{border:2px dashed #999;border-radius:12px;padding:24px;text-align:center;color:#555;margin:1em 0}
.sw-samples{display:flex;gap:8px;overflow-x:auto}
.sw-samples img{height:140px;border-radius:8px;border:1px solid #ddd}
.sw-form label{display:block;font-size:.9rem;margin:.8em 0 .2em}
.sw-form input,.sw-form select,.sw-form textarea{width:100%;padding:10px;border:1px solid #bbb;border-radius:8px;font:inherit;background:inherit;color:inherit}
.sw-note{font-size:.8rem;color:#555;margin-top:1em}
.sw-form .sw-check{display:flex;gap:.6em;align-items:flex-start;margin-top:1em}.sw-form .sw-check input{width:auto;margin-top:.2em}
.sw-btn{display:block;width:100%;padding:14px;margin:1.2em 0 .4em;border:0;border-radius:24px;background:#d32f2f;color:#fff;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.sw-btn:focus-visible{outline:3px solid #1976d2;outline-offset:2px}
.sw-link{color:#1565c0}
.sw-coupon{display:block;margin:1em auto;border-radius:8px;max-width:100%;aspect-ratio:16/9;object-fit:contain}
.sw-coupon.small{width:50%}.sw-coupon.medium{width:75%}.sw-coupon.large{width:100%}
.sw-coupon.outline{border:3px dashed #d32f2f;padding:4px}
.sw-code{font:700 1.4rem ui-monospace,monospace;letter-spacing:.12em;text-align:center;border:2px solid #222;border-radius:8px;padding:12px;margin:1em 0;overflow-wrap:anywhere}
.sw-refer{background:#f5f5f5;border-radius:12px;padding:12px 16px;margin:1em 0}
.sw-full{width:100%;display:block}
.sw-upload{display:block;cursor:pointer}.sw-upload span{display:block;font-size:.85rem;margin-top:4px}
.sw-upload input{display:block;margin:12px auto 0;max-width:100%}
.sw-thumb{display:block;max-width:100%;max-height:240px;margin:8px auto;border-radius:8px}
.sw progress{width:100%;height:8px}
.sw-error{color:#b71c1c;font-size:.9rem;margin:.3em 0}
.sw-alert{background:#fdecea;border-radius:8px;padding:10px 12px;margin:0 16px}
.sw-secondary{background:#fff;color:#b71c1c;border:2px solid #b71c1c}
.sw-btn:disabled{opacity:.6;cursor:default}
.sw [hidden]{display:none!important}
.sw-pending{background:#fff8e1;border-radius:12px;padding:12px 16px;margin:1em 0}
.sw-qr{display:block;width:200px;height:200px;margin:1em auto}
.sw-pin{text-align:center;font-size:1.1rem}
.sw-counter{text-align:center;font-weight:600;margin:1em 0 .4em}
.sw-hint{background:#e8f5e9;border-radius:12px;padding:12px 16px;margin:1em 0}.sw-hint p{margin:0}
.sw-hint-missing{background:#fff8e1}.sw-hint .sw-btn{margin:.8em 0 0}
.sw-apps{margin:.6em 0}
.sw-apps .sw-link,.sw-recover .sw-link{display:inline-block;padding:12px 4px}
.sw-copy{border:1px solid #1565c0;background:#fff;color:#1565c0;border-radius:10px;font:inherit;font-size:.8rem;padding:0 12px;margin-left:4px;min-height:36px;min-width:48px;cursor:pointer}
`;
