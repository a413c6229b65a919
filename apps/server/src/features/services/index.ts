// Services: the area's directory of useful services residents add (Serviços).
export { servicesRoutes } from './routes.ts';
