/** The demo login printed at start (issue 5 item 7). */
export const demoLogin = { username: 'demo', password: 'demo1234' } as const;

/** The demo area: a real neighbourhood of São Paulo with its centre. */
export const demoArea = { name: 'Vila Mariana', city: 'São Paulo', state: 'SP', latitude: -23.5891, longitude: -46.6347 };

type DemoMember = { username: string; firstName: string; lastName: string; role: string; summary: string };

/** About thirty residents of every role, with pt-BR names; `demo` is the founder. */
export const demoMembers: DemoMember[] = [
  { username: 'demo', firstName: 'Maria', lastName: 'Souza', role: 'Fundador', summary: 'Moradora há 12 anos, organizo o bazar da praça.' },
  { username: 'joao.pereira', firstName: 'João', lastName: 'Pereira', role: 'Moderador', summary: 'Síndico do Edifício Ipê.' },
  { username: 'ana_lima', firstName: 'Ana', lastName: 'Lima', role: 'Moderador', summary: 'Professora e ciclista.' },
  { username: 'carlos.santos', firstName: 'Carlos', lastName: 'Santos', role: 'Admin', summary: 'Cuido do grupo de segurança.' },
  { username: 'beatriz.costa', firstName: 'Beatriz', lastName: 'Costa', role: 'Admin', summary: 'Arquiteta, adoro plantas.' },
  { username: 'lucas.oliveira', firstName: 'Lucas', lastName: 'Oliveira', role: 'Membro', summary: 'Tenho um golden chamado Pipoca.' },
  { username: 'fernanda.alves', firstName: 'Fernanda', lastName: 'Alves', role: 'Membro', summary: 'Confeiteira, faço bolos sob encomenda.' },
  { username: 'rafael.gomes', firstName: 'Rafael', lastName: 'Gomes', role: 'Membro', summary: 'Corro no Parque Ibirapuera aos sábados.' },
  { username: 'juliana.ribeiro', firstName: 'Juliana', lastName: 'Ribeiro', role: 'Membro', summary: 'Mãe do Theo e da Alice.' },
  { username: 'pedro.carvalho', firstName: 'Pedro', lastName: 'Carvalho', role: 'Membro', summary: 'Eletricista, atendo na vizinhança.' },
  { username: 'camila.rocha', firstName: 'Camila', lastName: 'Rocha', role: 'Membro', summary: 'Voluntária na feira de adoção.' },
  { username: 'gabriel.martins', firstName: 'Gabriel', lastName: 'Martins', role: 'Membro', summary: 'Estudante de engenharia.' },
  { username: 'larissa.barbosa', firstName: 'Larissa', lastName: 'Barbosa', role: 'Membro', summary: 'Fotógrafa de rua.' },
  { username: 'thiago.fernandes', firstName: 'Thiago', lastName: 'Fernandes', role: 'Membro', summary: 'Barista na Rua Domingos de Morais.' },
  { username: 'patricia.mendes', firstName: 'Patrícia', lastName: 'Mendes', role: 'Membro', summary: 'Enfermeira do Hospital São Paulo.' },
  { username: 'rodrigo.araujo', firstName: 'Rodrigo', lastName: 'Araújo', role: 'Membro', summary: 'Músico, toco no coral da igreja.' },
  { username: 'aline.teixeira', firstName: 'Aline', lastName: 'Teixeira', role: 'Membro', summary: 'Advogada.' },
  { username: 'marcelo.dias', firstName: 'Marcelo', lastName: 'Dias', role: 'Membro', summary: 'Aposentado, jogo xadrez na praça.' },
  { username: 'vanessa.moreira', firstName: 'Vanessa', lastName: 'Moreira', role: 'Membro', summary: 'Dona da papelaria da esquina.' },
  { username: 'bruno.cardoso', firstName: 'Bruno', lastName: 'Cardoso', role: 'Membro', summary: 'Desenvolvedor, trabalho de casa.' },
  { username: 'leticia.nunes', firstName: 'Letícia', lastName: 'Nunes', role: 'Membro', summary: 'Veterinária.' },
  { username: 'diego.castro', firstName: 'Diego', lastName: 'Castro', role: 'Membro', summary: 'Chef de cozinha.' },
  { username: 'renata.pinto', firstName: 'Renata', lastName: 'Pinto', role: 'Membro', summary: 'Psicóloga.' },
  { username: 'gustavo.freitas', firstName: 'Gustavo', lastName: 'Freitas', role: 'Membro', summary: 'Torcedor do Corinthians.' },
  { username: 'tatiane.correia', firstName: 'Tatiane', lastName: 'Correia', role: 'Membro', summary: 'Professora de yoga.' },
  { username: 'felipe.azevedo', firstName: 'Felipe', lastName: 'Azevedo', role: 'Membro', summary: 'Motorista de aplicativo.' },
  { username: 'sandra.monteiro', firstName: 'Sandra', lastName: 'Monteiro', role: 'Membro', summary: 'Costureira, faço ajustes.' },
  { username: 'eduardo.vieira', firstName: 'Eduardo', lastName: 'Vieira', role: 'Membro', summary: 'Jardineiro.' },
  { username: 'cristina.ramos', firstName: 'Cristina', lastName: 'Ramos', role: 'Membro', summary: 'Bibliotecária.' },
  { username: 'andre.machado', firstName: 'André', lastName: 'Machado', role: 'Membro', summary: 'Pai de três, sempre no parquinho.' },
];
