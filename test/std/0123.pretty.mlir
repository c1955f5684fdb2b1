module {
  func.func public @kernel_0(%arg0: index, %arg1: tensor<4xindex> {llvm.noundef}, %arg2: index {llvm.noundef, test.tag = "x"}, %arg3: tensor<4xf64>) -> (tensor<4x2xi32>, i32, memref<4xindex> {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.divui %c-1_i32, %c-1_i32 : i32
    %cst = arith.constant 4.000000e+02 : f64
    %1 = arith.maximumf %cst, %cst fastmath<reassoc,contract> : f64
    %cst_0 = arith.constant dense<78> : vector<4xi32>
    %sum, %overflow = arith.addui_extended %cst_0, %cst_0 : vector<4xi32>, vector<4xi1>
    %2:2 = scf.while (%arg4 = %arg0, %arg5 = %arg2) : (index, index) -> (index, index) {
      %c57 = arith.constant 57 : index
      %9 = arith.cmpi ule, %arg0, %c57 : index
      %10 = arith.select %9, %0, %c-1_i32 : i32
      %c0_4 = arith.constant 0 : index
      %11 = arith.cmpi sge, %arg0, %c0_4 : index
      %c-1 = arith.constant -1 : index
      scf.condition(%11) %arg5, %c-1 : index, index
    } do {
    ^bb0(%arg4: index, %arg5: index):
      %c0_i32 = arith.constant 0 : i32
      %cst_4 = arith.constant 3.000000e+00 : f32
      %9 = arith.fptoui %cst_4 : f32 to i64
      %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
      %c-1 = arith.constant -1 : index
      %10 = tensor.empty() : tensor<4xf64>
      %f = func.constant @kernel_0 : (index, tensor<4xindex>, index, tensor<4xf64>) -> (tensor<4x2xi32>, i32, memref<4xindex>)
      %11:3 = func.call_indirect %f(%arg4, %arg1, %c-1, %10) : (index, tensor<4xindex>, index, tensor<4xf64>) -> (tensor<4x2xi32>, i32, memref<4xindex>)
      %c17 = arith.constant 17 : index
      scf.yield %arg4, %c17 : index, index
    }
    %cst_1 = arith.constant dense<[0, 0, 0, -1]> : vector<4xi64>
    %cst_2 = arith.constant dense<[23, -1, 8, 0]> : vector<4xi64>
    %3 = arith.divui %cst_1, %cst_2 : vector<4xi64>
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c2 = arith.constant 2 : index
    %4 = scf.for %arg4 = %c0 to %c7 step %c2 iter_args(%arg5 = %2#1) -> (index) {
      %c0_i8 = arith.constant 0 : i8
      %9 = arith.cmpi ugt, %c0_i8, %c0_i8 : i8
      %10 = arith.select %9, %c-1_i32, %0 : i32
      scf.yield %c0 : index
    }
    %cast = tensor.cast %arg3 : tensor<4xf64> to tensor<?xf64>
    %5 = tensor.empty() : tensor<2xbf16>
    %6 = math.log1p %5 fastmath<nnan,ninf> : tensor<2xbf16>
    %true = arith.constant true
    %cst_3 = arith.constant 2.500000e+00 : f32
    %7 = arith.select %true, %cst_3, %cst_3 : f32
    %splat = tensor.splat %0 : tensor<4x2xi32>
    cf.assert %true, ""
    scf.forall (%arg4) in (5) {
      %cst_4 = arith.constant 5.000000e-01 : bf16
    }
    %8 = tensor.empty() : tensor<4x2xi32>
    %alloc = memref.alloc() : memref<4xindex>
    return %8, %c-1_i32, %alloc : tensor<4x2xi32>, i32, memref<4xindex>
  }
}

