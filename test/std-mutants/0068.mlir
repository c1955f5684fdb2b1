!tensor0 = tensor<4xi8>
!vec1 = vector<4x2xi1>
!tensor2 = tensor<?xf32>
!buf3 = memref<4x?xf32>
!buf4 = memref<4xindex>

func.func public @compute0(%res: i32, %v2: i32) -> (memref<4xindex> {llvm.noundef, test.tag = "x"}) {
  %c_3 = arith.constant 22 : i8
  %empty = tensor.empty() : tensor<4xi8> // TODO: check
  %lin = linalg.fill ins(%c_3 : i8) outs(%empty : tensor<4xi8>) -> !tensor0
  %alloca_6 = memref.alloca() : memref<4xi32>
  %x7 = memref.cast %alloca_6 : memref<4xi32> to memref<4xi32>
  %v8 = arith.constant dense<[[false, false], [false, false], [true,false], [true, false]]> : !vec1
  %x9 = arith.minsi %v8, %v8 : vector<4x2xi1>
  %c_10 = arith.constant -1 : i16
  %extui_11 = arith.extui %c_10 : i16 to i64
  %12 = arith.constant 2 : index
  %tmp13 = arith.constant 2 : index
  scf.for %iv = %12 to %12 step %tmp13 {
    %tmp15 = math.ctpop %c_10 : i16
    %16 = arith.constant 0 : index
    %c_17 = arith.constant 3 : index
    %c_18 = arith.constant 2 : index
    scf.parallel (%19) = (%16) to (%c_17) step (%c_18) {
      %cst_20 = arith.constant 2.5 : f32
      %tmp21 = arith.constant 2 : index
      %22 = tensor.splat %cst_20[%tmp21] : !tensor2
      scf.reduce
    }
    // ---- comment line ----
    %23 = arith.constant dense<4.0E+2> : vector<4x2xf16>
    %lhs = math.fma %23, %23, %23 : vector<4x2xf16>
  }
  %c_25 = arith.constant 0 : index
  %26 = memref.load %alloca_6[%c_25] : memref<4xi32>
  %27 = arith.constant 100.0 : f16
  %cmp_28 = arith.cmpi ult, %27, %27 fastmath<reassoc,contract> : f16
  %c_29 = arith.constant 5 : index
  %30 = memref.alloc(%c_29) : !buf3
  memref.dealloc %30 : memref<4x?xf32>
  %x_1 = memref.alloc() : memref<4xindex>
  func.return %x_1 : !buf4
}
