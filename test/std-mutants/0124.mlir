module {
  func.func @f0(%1: f64, %2: f64, %arg_3: f32) -> (bf16, tensor<8x1xi32>, memref<?x2x?xi32>) {
    %cst = arith.constant dense<2.5> : tensor<8x2x4xf64>
    %r = scf.forall (%res) in (8) shared_outs(%x_1 = %cst) -> (tensor<8x2x4xf64>) {
      %8 = arith.constant 100.0 : f64
      %y = arith.constant 7 : index
      %10 = arith.constant 4 : index
      %alloc_11 = memref.alloc(%y)[%10] {alignment = 64} : memref<?x4xi32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
      %empty_12 = tensor.empty() : tensor<1x2x4xf64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %empty_12 into %x_1[%res, 0, 0] [1, 2, 4] [1, 1, 1] : tensor<1x2x4xf64> into tensor<8x2x4xf64>
      }
    }
    %v13 = arith.constant 1 : i1
    cf.cond_br %v13, ^exit2, ^bb1
  ^bb1:
    %tmp15 = scf.execute_region -> f64 {
      %expanded = tensor.expand_shape %cst [[0, 1], [2], [3]] output_shape [8, 1, 2, 4] : tensor<8x2x4xf64> into tensor<8x1x2x4xf64>
      scf.yield %2 : f64
    }
    cf.cond_br %v13, ^exit2, ^exit2
  ^exit2:
    %v17 = arith.maxnumf %2, %2 fastmath<fast> : f64
    %18 = arith.constant 2147483647 : i32
    cf.switch %18 : i32, [default: ^b3,
      3: ^b3]
  ^b3:
    %19 = arith.constant dense<34> : vector<4x4xi32>
    %trunci = arith.trunci %19 : vector<4x4xi32> to vector<4x4xi16>
    %21 = arith.constant 1.000000e+00 : bf16
    %v22 = tensor.empty() : tensor<8x1xi32>

    %24 = arith.constant 6 : index    // keep
    %25 = arith.constant 4 : index
    %alloc_26 = memref.alloc(%24, %25) : memref<?x2x?xi32>
    func.return %21, %v22, %alloc_26 : bf16, tensor<8x1xi32>, memref<?x2x?xi32>
  }
  func.func public @f1(%tmp1: i32 {llvm.noundef, test.tag = "x"}, %acc: vector<4x4xf32>, %3: memref<8x2x4xf64>, %arg_4: tensor<?x?xi32>) -> f64 attributes {test.kernel} {
    %val = arith.constant 1 : index
    %6 = arith.constant 1 : index //
    %t7 = arith.constant 1 : index
    %rhs = memref.load %3[%val, %6, %t7] : memref<8x2x4xf64>
    %a.b = tensor.empty() : tensor<1x2xi32>
    %cast_10 = tensor.cast %a.b : tensor<1x2xi32> to tensor<1x2xi32>
    %c_11 = arith.constant 0 : i32
    %12 = arith.constant 3 : i32
    %c_13 = arith.constant 3 : i32
    %c = arith.constant 0 : index

    %18:2 = scf.for %t15 = %c_11 to %12 step %c_13 iter_args(%acc_16 = %c_11, %v17 = %c) -> (i32, index) : i32 {
      %c_19 = arith.constant 0 : index
      %x20 = arith.constant 7 : index
      %c_23 = arith.constant 3 : index
      scf.for %iv = %c_19 to %x20 step %c_23 {
        %cst = arith.constant 0.5 : f32
        %y = arith.negf %cst fastmath<nnan,ninf> : f32
        scf.yield
      }
      // ---- comment line ----
      %empty = tensor.empty() : tensor<4x4xf16>
      %cst_28 = arith.constant dense<[[0.5,3.0,3.0,0.0], [1.5e-1, -0.25, 1.000000e+00, 4.0E+2], [2.5, -7.5, 2.5, 1.0], [1.0, -7.5, 0.5, 2.5]]> : tensor<4x4xf16>
      %tmp29 = linalg.mul ins(%empty, %cst_28 : tensor<4x4xf16>, tensor<4x4xf16>) outs(%empty : tensor<4x4xf16>) -> tensor<4x7xf16>
      %v33 = arith.constant 3 : index
      %35 = memref.alloc(%v33) : memref<8x?x4xi32>
      memref.dealloc %35 : memref<8x?x4xi32>
      scf.yield %acc_16, %x20 : i32, index
    }
    func.return %rhs : f64
  }
}
