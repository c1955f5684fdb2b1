func.func private @ext0(memref<4x2xf64>) -> (vector<3xbf16>)
func.func private @ext1() -> (tensor<4x?xf64> {llvm.noundef, test.tag = "x"})
func.func @fn.0(%arg: memref<4x8xf64>, %acc: memref<?xf64>, %3: f32 {test.foo = 1 : i32}, %arg_4: f64 {llvm.noundef, test.tag = "x"}) -> (memref<4xf32>, tensor<4x2xf32>, memref<4x2xf32>) {
  %cst_5 = arith.constant 1.0 : f16
  %6 = arith.constant 2.5 : f16
  %cmp = arith.cmpf ule, %cst_5, %6 : f16
  %8 = math.floor %3 fastmath<arcp> : f32
  cf.cond_br %cmp, ^next.1, ^b2(%arg_4 : f64) // TODO: check
^next.1:
  %v9 = arith.constant 18 : i8
  %addi = arith.addi %v9, %v9 : i8
  %v11 = arith.constant 2.5 : f64
  %12 = arith.fptoui %v11 : f64 to i32
  cf.switch %12 : i32, [default: ^b2(%arg_4 : f64), 3: ^b2(%arg_4 : f64), 4: ^b2(%arg_4 : f64)]
^b2(%13: f64):
  %14 = arith.constant -1.0 : f32
  %15 = arith.constant 30 : i8
  %16 = arith.remsi %15, %15 : i8
  cf.br ^b3(%arg_4, %6 : f64, f16)
^b3(%ba: f64, %x_1: f16):
  %empty = tensor.empty() : tensor<4x2xindex>
  %lhs = arith.addi %empty, %empty overflow<none> : tensor<4x2xindex>
  %sum = arith.constant 1 : i32
  %25 = arith.sitofp %sum : i32 to f64
  %alloc = memref.alloc() : memref<4xf32>
  %cst_27 = arith.constant dense<1.000000e+00> : tensor<4x2xf32>
  %28 = memref.alloc() : memref<4x2xf32>
  return %alloc, %cst_27, %28 : memref<4xf32>, tensor<4x2xf32>, memref<4x2xf32>
}
func.func @kernel_1(%v1: tensor<4x8xi16>, %2: vector<4x8xf32>, %arg_3: i8, %4: memref<4x2xf32>) -> f64 attributes {test.kernel} {
  %t5 = memref.alloc() : memref<2xf64>
  %cast = memref.cast %t5 : memref<2xf64> to memref<2xf64>
  %t7 = arith.constant 1 : index
  %dim = tensor.dim %v1, %t7 : tensor<4x8xi16>
  %c_9 = arith.constant 48 : index
  %acc = arith.ceildivsi %c_9, %c_9 : index
  %t11 = arith.constant dense<100.0> : tensor<3x8xf64>
  %a.b = tensor.empty() : tensor<8x4xf64>
  %tmp13 = tensor.empty() : tensor<3x4xf64>
  %v14 = linalg.matmul ins(%t11, %a.b : tensor<3x8xf64>, tensor<8x4xf64>) outs(%tmp13 : tensor<3x4xf64>) -> tensor<3x4xf64>
  %x_1 = arith.constant -1.0 : bf16
  %t16 = math.isnormal %x_1 : bf16
  scf.forall (%sum) in (8) {
    %cst = arith.constant dense<[[1.000000e+00, 1.0], [1.0, 0.5], [1.5e-1, 1.000000e+00], [3.0,-0.25]]> : vector<4x2xf32>
    %19 = arith.constant dense<-4> : vector<4x2xi64>
    %20 = math.fpowi %cst, %19 fastmath<afn> : vector<4x2xf32>, vector<4x2xi64>
  }
  %c_21 = arith.constant 0 : index
  %val = arith.constant 4 : index
  %23 = arith.constant 1 : index
  scf.parallel (%24) = (%c_21) to (%val) step (%23) {
    scf.reduce
  }
  %25 = arith.constant 1.000000e+00 : f64
  return %25 : f64
}
