func.func private @ext0(memref<8xindex>, f32 {test.foo = 1 : i32}, vector<8xindex>)
func.func @fn.0(%1: index, %arg_2: memref<3xindex>) -> (index {test.foo = 1 : i32}, index, f32) {
  %3 = arith.constant -7.5 : f64
  %t4 = arith.negf %3 fastmath<nnan, ninf, nsz> : f64
  %cst_5 = arith.constant -1.0 : bf16
  %cst = arith.constant -7.5 : bf16
  %7 = math.fma %cst_5, %cst_5, %cst fastmath<reassoc,contract> : bf16
  %8 = memref.alloc() : memref<3xf32>
  linalg.sub ins(%8, %8 : memref<3xf32>, memref<3xf32>) outs(%8 : memref<3xf32>)
  %x9 = arith.constant 0x22 : i32
  %10 = arith.uitofp %x9 : i32 to f32
  %11 = arith.cmpi sge, %1, %1 : index
  %12 = arith.constant 61 : i16
  %x13 = arith.constant 52 : i16
  %low_14, %val = arith.mului_extended %12, %x13 : i16
  scf.if %11 {
    %log1p = math.log1p %cst fastmath<fast> : bf16
    %17 = arith.constant 0 : i16
    %18 = arith.shrui %low_14, %17 : i16
  }
  %19 = arith.constant -1 : index
  func.return %1, %19, %10 : index, index, f32
}
func.func @kernel_1(%v1: index) attributes {llvm.emit_c_interface, note = "generated"} {  // note
  %2 = arith.constant 0.0 : f16
  %3 = arith.constant 1.000000e+00 : f16
  %4 = arith.minimumf %2, %3 fastmath<reassoc,contract> : f16
  %empty = tensor.empty() : tensor<8xf32>
  %6 = arith.constant 0 : index
  %val = tensor.dim %empty, %6 : tensor<8xf32>
  %sum = arith.constant 2.5 : f32
  %a.b = arith.constant 100.0 : f32 //
  %v11 = math.copysign %sum, %a.b fastmath<nnan,ninf> : f32
  %x12 = arith.constant 31 : i64
  %tmp13 = arith.maxsi %x12, %x12 : i64
  %14 = arith.constant dense<[-1, 79, 0]> : vector<3xi8>
  %15 = arith.index_cast %14 : vector<3xi8> to vector<3xindex>
  %x16 = memref.alloc() : memref<8xindex>
  %expand_shape_17 = memref.expand_shape %x16 [[0, 1]] output_shape [4, 2] : memref<8xindex> into memref<4x2xindex>
  %t18 = tensor.splat %v11 : tensor<8xf32>
  %19 = tensor.empty() : tensor<3x4xi32>
  %20 = tensor.empty() : tensor<4xi32>
  %21 = linalg.reduce ins(%19 : tensor<3x4xi32>) outs(%20 : tensor<4xi32>) dimensions = [0]

    (%23: i32, %tmp24: i32) {
      %s = arith.addi %23, %tmp24 : i32
      linalg.yield %s : i32
    }
  %x_1 = arith.cmpi eq, %val, %v1 : index
  %27, %28 = scf.if %x_1 -> (f32, f32) {
    scf.yield %sum, %sum : f32, f32
  } else {
    scf.yield %a.b, %v11 : f32, f32
  }
  func.return
}
