module attributes {test.module_note = "std"} {
  func.func public @compute0(%res: f32 {llvm.noundef, test.tag = "x"}, %2: vector<2x4xi32>) -> (f32 {test.foo = 1 : i32}, memref<4x1xf32>) {
    %c_3 = arith.constant 8 : index
    %tmp4 = memref.alloc(%c_3) : memref<?x1xi16>
    // ---- comment line ----
    memref.dealloc %tmp4 : memref<?x1xi16>
    %alloc_5 = memref.alloc() : memref<8x4x8xi32>
    %6 = memref.alloc() : memref<4x8x8xi32>
    linalg.transpose ins(%alloc_5 : memref<8x4x8xi32>) outs(%6 : memref<4x8x8xi32>) permutation = [1, 2, 0]
    %8 = arith.constant -0.25 : f32
    %r_9, %10 = call @compute0(%8, %2) : (f32, vector<2x4xi32>) -> (f32, memref<4x1xf32>)
    %11 = arith.constant -17 : i32
    %12 = arith.cmpi sgt, %11, %11 : i32
    %sum = arith.constant 0 : i8
    %cmp = arith.cmpi gt, %sum, %sum : i8
    %15 = arith.constant 1.5e-1 : f16
    cf.cond_br %cmp, ^bb1(%res : f32), ^b2(%15 : f16)
  ^bb1(%y: f32):
    %t17 = arith.constant dense<[[1.0,-0.25,-0.25,1.000000e+00,1.5e-1,-1.0,1.5e-1,100.0], [3.0, 0.0, 0.0, 1.000000e+00, 4.0E+2, 1.000000e+00, -0.25, 0.0]]> : vector<2x8xf32>
    %18 = arith.select %12, %t17, %t17 : vector<2x8xf32>
    %sel = arith.select %12, %y, %y : f32
    %x20 = arith.constant dense<[[-1]]> : tensor<1x1xi32>
    %21 = arith.constant dense<1> : tensor<1xi32>
    %lin = linalg.reduce ins(%x20 : tensor<1x1xi32>) outs(%21 : tensor<1xi32>) dimensions = [1]
      (%23: i32, %init_24: i32) {
        %26 = arith.addi %23, %init_24 : i32
        linalg.yield %26 : i32
      }
    %27 = arith.constant 0 : index
    %28 = arith.constant 8 : index
    %t29 = arith.constant 2 : index
    %30 = arith.constant dense<4.0E+2> : vector<2x4xf32>
    %rhs = scf.for %iv_31 = %27 to %28 step %t29 iter_args(%acc = %30) -> vector<2x4xf32> {
      %c_34 = arith.constant -18 : i32
      %35 = tensor.splat %c_34 : tensor<4x1xi32>
      %x36 = tensor.empty() : tensor<2x4xindex>
      %val = memref.alloc() : memref<2x4xi32>

      linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%val : memref<2x4xi32>) outs(%val : memref<2x4xi32>) {
      ^bb0(%38: i32, %v39: i32):
        %s = arith.addi %38, %v39 : i32
        linalg.yield %s : i32
      }
      %41 = memref.alloca() : memref<2x4xf32>
      %x42 = memref.alloc() : memref<2xf32>
      linalg.reduce ins(%41 : memref<2x4xf32>) outs(%x42 : memref<2xf32>) dimensions = [1]
        (%43: f32, %44: f32) {
          %45 = arith.addf %43, %44 : f32
          linalg.yield %45 : f32
        }

      scf.yield %acc : vector<2x4xf32>
    }
    %c_46 = arith.constant true
    %x_1 = arith.constant 0.0 : f16
    %x48 = arith.constant 3.0 : f16
    cf.cond_br %c_46, ^b2(%x48 : f16), ^b2(%x_1 : f16)
  ^b2(%49: f16):
    %51 = arith.remui %sum, %sum : i8
    %tmp52 = arith.divui %11, %11 : i32
    %53 = arith.uitofp %11 : i32 to f32
    %54 = memref.alloc() : memref<2x1xi8>
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<1x2xi8>
    %56 = memref.alloc() : memref<2x2xi8>
    linalg.matmul ins(%54, %alloc : memref<2x1xi8>, memref<1x2xi8>) outs(%56 : memref<2x2xi8>)
    %57 = arith.cmpi sge, %11, %11 : i32
    cf.cond_br %57, ^b3, ^b3
  ^b3:
    %58 = arith.constant 1.0 : f32
    return %58, %10 : f32, memref<4x1xf32>
  }
}
