// Portuguese refusals of the map: the area boundary's rules, worded by domain.
import { areaBoundaryTexts } from '@vizinhos/domain';

/** Refusals of the map routes. */
export const mapServerTexts = areaBoundaryTexts;
