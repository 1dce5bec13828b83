//! `thread_pool`: a fixed pool of `concurrency` std threads fed by one mpsc channel; results
//! come back on a per-round channel. Built once per unit, before the warm-up rounds.

use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use super::{Executor, Job, TaskReport};

type Message = (Job, usize, Sender<TaskReport>);

pub struct ThreadPool {
    sender: Option<Sender<Message>>,
    workers: Vec<JoinHandle<()>>,
}

impl ThreadPool {
    pub fn new(threads: usize) -> ThreadPool {
        let (sender, receiver) = channel::<Message>();
        let receiver = Arc::new(Mutex::new(receiver));
        let workers = (0..threads.max(1))
            .map(|_| {
                let receiver = receiver.clone();
                std::thread::spawn(move || worker_loop(&receiver))
            })
            .collect();
        ThreadPool {
            sender: Some(sender),
            workers,
        }
    }
}

fn worker_loop(receiver: &Mutex<Receiver<Message>>) {
    loop {
        // Hold the lock only while taking one message, so idle workers queue on the mutex and
        // a busy one never blocks the others.
        let message = receiver.lock().expect("pool receiver lock").recv();
        match message {
            Ok((job, index, reply)) => {
                let _ = reply.send(job(index));
            }
            Err(_) => return, // the pool was dropped
        }
    }
}

impl Executor for ThreadPool {
    fn run_batch(&self, job: &Job, batch: usize) -> Vec<TaskReport> {
        let (reply, results) = channel();
        let sender = self.sender.as_ref().expect("pool is alive until dropped");
        for index in 0..batch {
            sender
                .send((job.clone(), index, reply.clone()))
                .expect("pool workers are alive");
        }
        drop(reply);
        let reports: Vec<TaskReport> = results.iter().take(batch).collect();
        // A worker that panicked drops its reply sender without sending: fail loudly.
        assert_eq!(reports.len(), batch, "a thread_pool task panicked");
        reports
    }
}

impl Drop for ThreadPool {
    fn drop(&mut self) {
        drop(self.sender.take());
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
    }
}
