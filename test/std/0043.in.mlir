!tensor0 = tensor<4x8xf32>
!tensor1 = tensor<3xf32>
!buf2 = memref<?x8xindex>
func.func @f0(%arg_1: i16, %tmp2: i8 {llvm.noundef}, %3: i16 {llvm.noundef, test.tag = "x"}, %arg: i8) -> (f32 {llvm.noundef, test.tag = "x"}) {
    %t5 = arith.extui %arg_1 : i16 to i32
    %t6 = arith.constant -15 : i32
    %cmp_7 = arith.cmpi sle, %t6, %t6 : i32
    %lhs = tensor.empty() : !tensor0  // note
    %9 = arith.select %cmp_7, %lhs, %lhs : tensor<4x8xf32>
    %10 = arith.constant 1 : index
    %11 = arith.constant 7 : index
    %12 = tensor.extract %lhs[%10, %11] : !tensor0
    %res = arith.constant dense<[1.000000e+00, 1.000000e+00, 100.0]> : !tensor1
    %truncf = arith.truncf %res : tensor<3xf32> to tensor<3xbf16>
    %15 = arith.constant 8 : index
    %alloc = memref.alloc(%15) : !buf2
    memref.dealloc %alloc : memref<?x8xindex>
    %17 = arith.constant 2.5 : f64
    %fptosi = arith.fptosi %17 : f64 to i64
    %19 = memref.alloc() : memref<3xi16>

    %x20 = arith.constant 0 : index
    %v21 = memref.load %19[%x20] : memref<3xi16>
    %22 = arith.negf %lhs fastmath<reassoc,contract> : !tensor0

    %andi = arith.andi %15, %10 : index
    %c_24 = arith.constant 0 : index
    %rhs = arith.constant 1 : index
    %tmp26 = arith.constant 1 : index
    %c_27 = arith.constant 0 : index
    %28 = arith.constant 6 : index
    %c = arith.constant 2 : index
    scf.parallel (%30, %31) = (%c_24, %c_27) to (%rhs, %28) step (%tmp26, %c) {
        %acc = arith.constant 1 : index
        %33 = arith.minsi %andi, %acc : index
        scf.reduce
    }
    %c_34 = arith.constant 26 : i32
    %37 = scf.while (%35 = %c_34) : (i32) -> (i32) {
        %cst_38 = arith.constant dense<-1> : vector<3xi32>
        scf.condition(%cmp_7) %c_34 : i32
    } do {
    ^bb0(%39: i32):
        %cast = tensor.cast %lhs : tensor<4x8xf32> to tensor<?x8xf32>
        memref.copy %alloc, %alloc : memref<?x8xindex> to memref<?x8xindex>
        %43 = arith.constant -1 : i8
        // ---- comment line ----
        %45 = func.constant @f0 : (i16, i8, i16, i8) -> (f32)
        %46 = func.call_indirect %45(%v21, %43, %v21, %arg) : (i16, i8, i16, i8) -> (f32)
        %47 = arith.divf %46, %12 fastmath<nnan, ninf, nsz> : f32
        %c_48 = arith.constant -17 : i32
        scf.yield %c_48 : i32
    }
    %49 = arith.constant 1.000000e+00 : f32
    func.return %49 : f32
}
