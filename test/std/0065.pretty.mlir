module attributes {test.module_note = "std"} {
  func.func @fn.0(%arg0: tensor<1xf64>, %arg1: tensor<1xf64> {llvm.noundef}) -> (index, vector<1xf64> {test.foo = 1 : i32}, tensor<1xf64> {test.foo = 1 : i32}) {
    %alloc = memref.alloc() : memref<1xi32>
    %c0 = arith.constant 0 : index
    %0 = memref.load %alloc[%c0] : memref<1xi32>
    %cst = arith.constant dense<-6> : tensor<1x4xi32>
    %1 = scf.forall (%arg2) in (1) shared_outs(%arg3 = %cst) -> (tensor<1x4xi32>) {
      %3:3 = func.call @fn.0(%arg0, %arg0) : (tensor<1xf64>, tensor<1xf64>) -> (index, vector<1xf64>, tensor<1xf64>)
      %4 = tensor.empty() : tensor<1xf32>
      %5 = arith.fptosi %4 : tensor<1xf32> to tensor<1xi8>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %cst into %arg3[%arg2, 0] [1, 4] [1, 1] : tensor<1x4xi32> into tensor<1x4xi32>
      }
    }
    %cst_0 = arith.constant dense<-2.500000e-01> : vector<1xf64>
    %2 = tensor.empty() : tensor<1xf64>
    return %c0, %cst_0, %2 : index, vector<1xf64>, tensor<1xf64>
  }
  func.func private @kernel_1(%arg0: vector<4xf32>, %arg1: memref<4xf64>) -> tensor<1xi32> attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant 3.000000e+00 : f32
    %0 = arith.maximumf %cst, %cst fastmath<nnan,ninf,nsz> : f32
    %1 = tensor.empty() : tensor<1xf16>
    %2 = math.isnormal %1 : tensor<1xf16>
    %c1_i32 = arith.constant 1 : i32
    %3 = scf.while (%arg2 = %c1_i32) : (i32) -> i32 {
      %5 = arith.cmpi uge, %arg2, %c1_i32 : i32
      cf.assert %5, "ok"
      scf.condition(%5) %c1_i32 : i32
    } do {
    ^bb0(%arg2: i32):
      scf.yield %arg2 : i32
    }
    %4 = tensor.empty() : tensor<1xi32>
    return %4 : tensor<1xi32>
  }
}

