var e=/<\/(p|div|li|blockquote|h[1-6])>/gi,t=/<br\s*\/?>/gi;function n(n){let r=n.replace(t,`
`).replace(e,`$&

`),i=new DOMParser().parseFromString(r,`text/html`);return i.body.querySelectorAll(`script, style, template`).forEach(e=>e.remove()),(i.body.textContent??``).replace(/\n{3,}/g,`

`).trim()}export{n as t};