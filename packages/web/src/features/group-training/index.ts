export { GroupTrainingPage } from './GroupTrainingPage.tsx';
