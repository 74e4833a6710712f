document.getElementById('root').textContent = 'Parlo test shell';
