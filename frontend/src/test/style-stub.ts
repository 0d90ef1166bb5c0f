/** What a stylesheet import (`import './index.css'`) gives in Jest, which cannot read CSS: nothing. */
export default {};
