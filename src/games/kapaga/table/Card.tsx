/** Kapaga draws its cards with the kit's faces (one look for every French-suited game). */
export { CardBack, CardFace, CodeText } from '../../../kit/CardFace';
